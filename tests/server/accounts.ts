import { randomBytes } from "node:crypto";
import { USER_TYPE, type UserType } from "../../domain/userTypes.ts";
import { hashPassword } from "../../server/users/passwords.ts";
import type { User } from "../../server/users/schema.ts";
import { users } from "../../server/users/schema.ts";
import type { TestServer } from "./harness.ts";

export const TEST_PASSWORD = "Test#2026-pass";

/** scrypt is slow on purpose; every test account shares one hash of the same password. */
let testPasswordHash: Promise<string> | undefined;

/**
 * A fresh account straight in the database, so each test has its own counters, codes and
 * sessions. Defaults: a verified seller who chose their password.
 */
export const createAccount = async (
  server: TestServer,
  fields: { userType?: UserType; emailVerified?: boolean; isPasswordChanged?: boolean } = {},
): Promise<User> => {
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await server.app.db
    .insert(users)
    .values({
      email: `account-${randomBytes(5).toString("hex")}@example.com`,
      passwordHash: await testPasswordHash,
      firstName: "Test",
      lastName: "Account",
      userType: fields.userType ?? USER_TYPE.seller,
      emailVerified: fields.emailVerified ?? true,
      isPasswordChanged: fields.isPasswordChanged ?? true,
    })
    .returning();
  if (!user) throw new Error("no account created");
  return user;
};

/** POST with a JSON body through the test client. */
export const post = (
  server: TestServer,
  path: string,
  body: unknown,
  init: { language?: string; token?: string } = {},
) => server.api(path, { method: "POST", body: JSON.stringify(body), ...init });
