import { and, eq, isNull } from "drizzle-orm";
import type { Profile } from "../../domain/auth.schema.ts";
import { isUserType, type UserType } from "../../domain/userTypes.ts";
import type { Database } from "../db/client.ts";
import { claimVersion } from "../lists/versions.ts";
import { decoyPasswordHash, hashPassword, verifyPassword } from "./passwords.ts";
import { type NewUser, type User, users } from "./schema.ts";

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const findUserByEmail = async (db: Database, email: string): Promise<User | undefined> => {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  return user;
};

export const findUserById = async (db: Database, id: string): Promise<User | undefined> => {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
};

export type CreateUser = Omit<NewUser, "passwordHash" | "userType"> & {
  password: string;
  userType: UserType;
};

export const createUser = async (db: Database, input: CreateUser): Promise<User> => {
  const { password, ...fields } = input;
  const [user] = await db
    .insert(users)
    .values({
      ...fields,
      email: normaliseEmail(fields.email),
      passwordHash: await hashPassword(password),
    })
    .returning();
  if (!user) throw new Error("insert returned no user");
  return user;
};

/**
 * The user whose email and password match, else undefined. An unknown email is checked against a
 * decoy hash, so both failures take the same time and answer the same message.
 */
export const checkCredentials = async (
  db: Database,
  email: string,
  password: string,
): Promise<(User & { userType: UserType }) | undefined> => {
  const user = await findUserByEmail(db, email);
  const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyPasswordHash()));
  return user && matches && isUserType(user.userType)
    ? { ...user, userType: user.userType }
    : undefined;
};

export const recordLogin = async (db: Database, userId: string): Promise<void> => {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
};

export const toProfile = (user: User & { userType: UserType }): Profile => ({
  _id: user.id,
  fullName: `${user.firstName} ${user.lastName}`.trim(),
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  profilePicture: user.profilePicture,
  isPasswordChanged: user.isPasswordChanged,
  stripeAccountId: user.stripeAccountId,
  emailVerified: user.emailVerified,
  userType: user.userType,
  version: user.version,
});

/**
 * Renames the user if the profile is still at the version the change was based on (else 409
 * `staleVersion`, docs/api.md#concurrent-edits); answers the updated row, or undefined when the
 * account is gone. Only profile edits move the version: signing in or changing the password
 * leaves the name as it was read. Run in a unit of work: the claim and the rename are one change.
 */
export const updateName = async (
  db: Database,
  userId: string,
  { version, ...name }: { firstName: string; lastName: string; version: number },
): Promise<User | undefined> => {
  if (!(await findUserById(db, userId))) return undefined;
  await claimVersion(db, users, userId, version);
  const [user] = await db.update(users).set(name).where(eq(users.id, userId)).returning();
  return user;
};

/** The person proved they read this inbox (a mailed code or link worked). */
export const markEmailVerified = async (db: Database, userId: string): Promise<void> => {
  await db
    .update(users)
    .set({ emailVerified: true })
    .where(and(eq(users.id, userId), eq(users.emailVerified, false)));
};

/** Stores a new password hash; the account no longer runs on a password someone else chose. */
export const replacePasswordHash = async (
  db: Database,
  userId: string,
  passwordHash: string,
): Promise<void> => {
  await db.update(users).set({ passwordHash, isPasswordChanged: true }).where(eq(users.id, userId));
};

/**
 * Links the seller's payment account unless one is linked already; answers the account linked
 * afterwards, so two confirmations racing each other agree on one account.
 */
export const linkPaymentAccount = async (
  db: Database,
  userId: string,
  stripeAccountId: string,
): Promise<string | undefined> => {
  const [linked] = await db
    .update(users)
    .set({ stripeAccountId })
    .where(and(eq(users.id, userId), isNull(users.stripeAccountId)))
    .returning({ stripeAccountId: users.stripeAccountId });
  if (linked?.stripeAccountId) return linked.stripeAccountId;
  return (await findUserById(db, userId))?.stripeAccountId ?? undefined;
};
