import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { type LinkPurpose, oneTimeLinks } from "./schema.ts";

const TOKEN_BYTES = 32;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 256 random bits need no salt or slow hash: a plain SHA-256 cannot be reversed or guessed. */
const digest = (token: string) => createHash("sha256").update(token).digest();

/**
 * Creates the token a mailed link carries and stores only its digest. A new link replaces the
 * user's earlier unused ones of the same purpose: only the latest mail works. Run it in its own
 * unit of work, committed before the mail goes: the replacement is one change, and the mailed
 * link works once it arrives.
 */
export const issueLink = async (
  db: Database,
  input: { userId: string; purpose: LinkPurpose; now: Date; ttlSeconds: number },
): Promise<string> => {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  const { userId, purpose, now } = input;
  await db
    .delete(oneTimeLinks)
    .where(
      and(
        eq(oneTimeLinks.userId, userId),
        eq(oneTimeLinks.purpose, purpose),
        isNull(oneTimeLinks.usedAt),
      ),
    );
  await db.insert(oneTimeLinks).values({
    userId,
    purpose,
    tokenHash: digest(token).toString("hex"),
    createdAt: now,
    expiresAt: new Date(now.getTime() + input.ttlSeconds * 1000),
  });
  return token;
};

/**
 * Uses the link if it is the user's, unused, unexpired and for this purpose; answers whether it
 * was. Marking it used is conditional, so two clicks at once cannot both succeed. Run it in the
 * unit of work of what the link does, so a failure there leaves the link usable.
 */
export const redeemLink = async (
  db: Database,
  input: { userId: string; purpose: LinkPurpose; token: string; now: Date },
): Promise<boolean> => {
  if (!UUID.test(input.userId)) return false;
  const open = await db
    .select({ id: oneTimeLinks.id, tokenHash: oneTimeLinks.tokenHash })
    .from(oneTimeLinks)
    .where(
      and(
        eq(oneTimeLinks.userId, input.userId),
        eq(oneTimeLinks.purpose, input.purpose),
        isNull(oneTimeLinks.usedAt),
        gt(oneTimeLinks.expiresAt, input.now),
      ),
    );
  const given = digest(input.token);
  const match = open.find((link) => timingSafeEqual(Buffer.from(link.tokenHash, "hex"), given));
  if (!match) return false;
  const used = await db
    .update(oneTimeLinks)
    .set({ usedAt: input.now })
    .where(and(eq(oneTimeLinks.id, match.id), isNull(oneTimeLinks.usedAt)))
    .returning({ id: oneTimeLinks.id });
  return used.length > 0;
};
