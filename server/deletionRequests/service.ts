import { and, eq } from "drizzle-orm";
import type { Language } from "../../domain/languages.ts";
import { USER_TYPE } from "../../domain/userTypes.ts";
import { recordChange } from "../audit/service.ts";
import { addHistoryEntry } from "../history/service.ts";
import type { User } from "../users/schema.ts";
import { findUserByEmail } from "../users/service.ts";
import type { UnitOfWork } from "../writes/unitOfWork.ts";
import { accountDeletionRequests } from "./schema.ts";

export const DELETION_REQUESTS = "deletionRequests";

/** Only people of the marketplace ask through the apps: staff accounts are closed by staff. */
const MAY_ASK = new Set<number>([USER_TYPE.customer, USER_TYPE.seller]);

/** Where a request is filed: the unit of work's transaction, and its record changes. */
type Filing = Pick<UnitOfWork, "db" | "changed">;

/**
 * Files the account's request to be deleted, or answers its request still pending (asking twice
 * changes nothing). The first history line says who asked: the seller on their profile, or the
 * customer app (no one signed in).
 */
export const fileDeletionRequest = async (
  unit: Filing,
  request: {
    user: User;
    reason: string | null;
    language: Language;
    source: "app" | "profile";
  },
) => {
  const { db } = unit;
  const { user } = request;
  const [pending] = await db
    .select()
    .from(accountDeletionRequests)
    .where(
      and(
        eq(accountDeletionRequests.userId, user.id),
        eq(accountDeletionRequests.status, "pending"),
      ),
    )
    .limit(1);
  if (pending) return { row: pending, created: false };
  const [row] = await db
    .insert(accountDeletionRequests)
    .values({
      source: request.source,
      userId: user.id,
      requesterName: `${user.firstName} ${user.lastName}`,
      requesterEmail: user.email,
      language: request.language,
      reason: request.reason,
    })
    .returning();
  if (!row) throw new Error("deletion request not stored");
  const by = request.source === "profile" ? user.id : null;
  await addHistoryEntry(db, {
    resource: DELETION_REQUESTS,
    recordId: row.id,
    kind: "status",
    byUserId: by,
    toStatus: "pending",
    note: request.reason,
  });
  await recordChange(db, {
    userId: by,
    action: "create",
    resource: "accountDeletionRequest",
    recordId: row.id,
    after: row,
  });
  unit.changed({ resource: DELETION_REQUESTS, type: "created", id: row.id });
  return { row, created: true };
};

/**
 * A customer app's request for the account of `email`: filed when such a live customer or seller
 * account exists, silently dropped otherwise, so the answer never tells whether it exists.
 */
export const fileDeletionRequestByEmail = async (
  unit: Filing,
  ask: { email: string; reason: string | null; language: Language },
) => {
  const user = await findUserByEmail(unit.db, ask.email);
  if (!user || user.anonymisedAt || !MAY_ASK.has(user.userType)) return undefined;
  return fileDeletionRequest(unit, {
    user,
    reason: ask.reason,
    language: ask.language,
    source: "app",
  });
};
