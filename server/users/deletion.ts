import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { AccountHoldings } from "../../domain/users.schema.ts";
import { USER_TYPE } from "../../domain/userTypes.ts";
import { recordChange } from "../audit/service.ts";
import { revokeUserSessions } from "../auth/sessions.ts";
import { customerIdOf, customerKeySql } from "../customers/key.ts";
import type { Database } from "../db/client.ts";
import { isForeignKeyViolation } from "../db/errors.ts";
import { eventRequests } from "../eventRequests/schema.ts";
import { notifications } from "../notifications/schema.ts";
import { oneTimeLinks } from "../oneTimeLinks/schema.ts";
import { orderRequests } from "../orderRequests/schema.ts";
import { orders } from "../orders/schema.ts";
import { otpCodes } from "../otp/schema.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { rentRequests } from "../rentRequests/schema.ts";
import { type FileStorage, STORED_NAME } from "../storage/fileStorage.ts";
import { inSavepoint } from "../writes/unitOfWork.ts";
import { holdingsOfOne } from "./holdings.ts";
import { type User, users } from "./schema.ts";

/** What an anonymised account is called wherever a record still names it (stored, one language). */
const ANONYMISED_NAME = { firstName: "Deleted", lastName: "user" } as const;

/** A unique address nobody can receive mail at or sign in with (RFC 2606 `.invalid`). */
const anonymisedEmail = (userId: string) => `deleted-${userId}@invalid`;

// Not a `scrypt$…` hash: verifyPassword refuses it whatever is typed.
const NO_PASSWORD = "!";

/**
 * The person's records as a customer (by e-mail, docs/api.md#customers) keep every amount but name
 * the anonymised account: its address, "Deleted user", no phone. They then stay one customer,
 * the anonymised one, with nothing personal left in them.
 */
const anonymiseCustomerRecords = async (tx: Database, email: string, anonymisedAddress: string) => {
  for (const table of [orders, orderRequests, rentRequests, eventRequests])
    await tx
      .update(table)
      .set({
        customerEmail: anonymisedAddress,
        customerName: `${ANONYMISED_NAME.firstName} ${ANONYMISED_NAME.lastName}`,
        customerPhone: null,
      })
      .where(sql`${customerKeySql(table.customerEmail)} = ${customerIdOf(email)}`);
};

export interface DeletionAnswer {
  outcome: AccountHoldings["outcome"];
  user: User;
  /** The profile picture the account had (its URL): the caller removes the file, see below. */
  picture: string | null;
}

/**
 * Removes the stored file of a deleted account's profile picture: a person's photo is personal
 * data, and clearing the column alone would leave it on disk, still served at its address.
 */
export const removeProfilePicture = async (storage: FileStorage, picture: string | null) => {
  const name = picture?.split("/").at(-1);
  if (name && STORED_NAME.test(name)) await storage.remove(name);
};

const activeAdministrators = and(
  eq(users.userType, USER_TYPE.administrator),
  isNull(users.anonymisedAt),
);

/**
 * The account, locked for the deletion so two deletions (or an edit) cannot interleave. Every
 * active administrator's row is locked first, in id order: two administrators deleting each other
 * at once then wait on the same rows in the same order instead of deadlocking, and the last one
 * cannot go (refuseForbiddenDeletion counts them under the lock).
 */
const lockedAccount = async (tx: Database, userId: string) => {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(activeAdministrators)
    .orderBy(users.id)
    .for("update");
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  return user;
};

/**
 * Refuses what docs/access.md#deleting-people forbids: deleting oneself, or the last administrator
 * able to sign in.
 */
const refuseForbiddenDeletion = async (tx: Database, user: User, byUserId: string | null) => {
  if (user.id === byUserId) throw new HttpProblem(409, "errors:cannotDeleteSelf");
  if (user.userType !== USER_TYPE.administrator) return;
  const [row] = await tx.select({ n: count() }).from(users).where(activeAdministrators);
  if ((row?.n ?? 0) <= 1) throw new HttpProblem(409, "errors:lastAdministrator");
};

/**
 * Removes the row in a savepoint. A record that arrived for the account since its holdings were
 * read (an order through the intake) makes a foreign key refuse: the account is then anonymised
 * instead, rather than the deletion failing.
 */
const removed = async (tx: Database, userId: string) => {
  try {
    await inSavepoint(tx, (savepoint) => savepoint.delete(users).where(eq(users.id, userId)));
    return true;
  } catch (error) {
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
};

/**
 * Deletes an account the only way the books allow (docs/access.md#deleting-people), inside the
 * caller's transaction (a unit of work's, for a route): one that holds nothing is removed; one
 * that holds orders, requests, a shop, products, coupons or log entries is anonymised (personal
 * fields cleared, email replaced, password unusable) so its records keep their amounts and name
 * "Deleted user". Either way every session is revoked and pending codes and links are voided, and
 * the change is audited.
 */
export const deleteAccount = async (
  tx: Database,
  userId: string,
  by: { userId: string | null },
): Promise<DeletionAnswer | undefined> => {
  const user = await lockedAccount(tx, userId);
  if (!user || user.anonymisedAt) return undefined;
  await refuseForbiddenDeletion(tx, user, by.userId);
  const { outcome } = await holdingsOfOne(tx, user);
  await revokeUserSessions(tx, user.id);
  await tx.delete(otpCodes).where(eq(otpCodes.email, user.email));
  await tx.delete(oneTimeLinks).where(eq(oneTimeLinks.userId, user.id));
  await tx.delete(notifications).where(eq(notifications.userId, user.id));
  const before = { ...user, passwordHash: undefined };
  if (outcome === "remove" && (await removed(tx, user.id))) {
    await recordChange(tx, {
      userId: by.userId,
      action: "delete",
      resource: "user",
      recordId: user.id,
      before,
    });
    return { outcome: "remove", user, picture: user.profilePicture };
  }
  const [anonymised] = await tx
    .update(users)
    .set({
      ...ANONYMISED_NAME,
      email: anonymisedEmail(user.id),
      passwordHash: NO_PASSWORD,
      profilePicture: null,
      mobile: null,
      profession: null,
      favouriteSport: null,
      hobby: null,
      referralCode: null,
      referralCodeExpiresAt: null,
      userCode: null,
      stripeAccountId: null,
      emailVerified: false,
      anonymisedAt: new Date(),
      version: user.version + 1,
    })
    .where(eq(users.id, user.id))
    .returning();
  if (!anonymised) throw new Error("anonymised account not returned");
  await anonymiseCustomerRecords(tx, user.email, anonymised.email);
  await recordChange(tx, {
    userId: by.userId,
    action: "update",
    resource: "user",
    recordId: user.id,
    before,
    after: { ...anonymised, passwordHash: undefined },
  });
  return { outcome: "anonymise", user: anonymised, picture: user.profilePicture };
};
