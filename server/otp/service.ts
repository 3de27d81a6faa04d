import { and, eq, lt, lte, sql } from "drizzle-orm";
import { OTP_MAX_ATTEMPTS, OTP_RESEND_AFTER_SECONDS, OTP_TTL_SECONDS } from "../../domain/auth.ts";
import type { Database } from "../db/client.ts";
import { newOtpCode, otpDigest, sameDigest } from "./codes.ts";
import { otpCodes } from "./schema.ts";

const seconds = (count: number) => count * 1000;

/** Expired rows are kept a day, so a late try still answers "expired" rather than "no code". */
const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;

export type OtpIssue =
  | { issued: true; code: string }
  | { issued: false; retryAfterSeconds: number };

/**
 * Issues a new code for the email, replacing the pending one, unless the pending one is younger
 * than OTP_RESEND_AFTER_SECONDS. The check and the replacement are one statement, so two calls at
 * the same moment cannot both send a code.
 */
export const issueOtp = async (
  db: Database,
  input: { email: string; userId: string | null; secret: string; now: Date },
): Promise<OtpIssue> => {
  const { email, userId, secret, now } = input;
  const code = newOtpCode();
  const row = {
    email,
    userId,
    codeHash: otpDigest(secret, email, code),
    attempts: 0,
    issuedAt: now,
    expiresAt: new Date(now.getTime() + seconds(OTP_TTL_SECONDS)),
  };
  const resendFrom = new Date(now.getTime() - seconds(OTP_RESEND_AFTER_SECONDS));
  const replaced = await db
    .insert(otpCodes)
    .values(row)
    .onConflictDoUpdate({
      target: otpCodes.email,
      set: { userId, codeHash: row.codeHash, attempts: 0, issuedAt: now, expiresAt: row.expiresAt },
      setWhere: lte(otpCodes.issuedAt, resendFrom),
    })
    .returning({ email: otpCodes.email });
  await db
    .delete(otpCodes)
    .where(lt(otpCodes.expiresAt, new Date(now.getTime() - KEEP_EXPIRED_MS)));
  if (replaced.length > 0) return { issued: true, code };

  const [pending] = await db
    .select({ issuedAt: otpCodes.issuedAt })
    .from(otpCodes)
    .where(eq(otpCodes.email, email));
  const waitMs =
    (pending?.issuedAt.getTime() ?? 0) + seconds(OTP_RESEND_AFTER_SECONDS) - now.getTime();
  return { issued: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
};

export type OtpCheck =
  | { valid: true; userId: string }
  | { valid: false; reason: "expired" }
  | { valid: false; reason: "voided" }
  | { valid: false; reason: "wrong"; attemptsLeft: number };

/**
 * Checks a code; a right one is used up, a wrong one spends an attempt, and the attempt that
 * reaches OTP_MAX_ATTEMPTS voids the code. No pending code reads as a wrong code with no attempts
 * left, the same for a known and an unknown email.
 */
export const checkOtp = async (
  db: Database,
  input: { email: string; code: string; secret: string; now: Date },
): Promise<OtpCheck> => {
  const { email, code, secret, now } = input;
  const [pending] = await db.select().from(otpCodes).where(eq(otpCodes.email, email));
  if (!pending) return { valid: false, reason: "wrong", attemptsLeft: 0 };
  if (pending.expiresAt <= now) return { valid: false, reason: "expired" };
  if (pending.attempts >= OTP_MAX_ATTEMPTS) return { valid: false, reason: "voided" };

  const stillOpen = and(
    eq(otpCodes.email, email),
    eq(otpCodes.codeHash, pending.codeHash),
    lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
  );
  if (sameDigest(otpDigest(secret, email, code), pending.codeHash) && pending.userId) {
    // Deleting is the use: of two concurrent right answers only one gets a row back.
    const [used] = await db
      .delete(otpCodes)
      .where(stillOpen)
      .returning({ userId: otpCodes.userId });
    if (used?.userId) return { valid: true, userId: used.userId };
    return { valid: false, reason: "wrong", attemptsLeft: 0 };
  }
  const [counted] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(stillOpen)
    .returning({ attempts: otpCodes.attempts });
  if (!counted || counted.attempts >= OTP_MAX_ATTEMPTS) return { valid: false, reason: "voided" };
  return { valid: false, reason: "wrong", attemptsLeft: OTP_MAX_ATTEMPTS - counted.attempts };
};

/** Drops the pending code, e.g. when its mail could not be sent, so the user may ask again now. */
export const discardOtp = async (db: Database, email: string): Promise<void> => {
  await db.delete(otpCodes).where(eq(otpCodes.email, email));
};
