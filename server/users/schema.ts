import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps, version } from "../db/columns.ts";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Always stored lowercased (the service lowercases), so the unique index is case-blind. */
    email: text("email").notNull(),
    /** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash so they can be raised later. */
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** domain/userTypes.ts USER_TYPE. */
    userType: smallint("user_type").notNull(),
    profilePicture: text("profile_picture"),
    isPasswordChanged: boolean("is_password_changed").notNull().default(false),
    stripeAccountId: text("stripe_account_id"),
    emailVerified: boolean("email_verified").notNull().default(false),
    mobile: text("mobile"),
    profession: text("profession"),
    favouriteSport: text("favourite_sport"),
    hobby: text("hobby"),
    /** A customer's invitation code for friends, valid until its expiry. */
    referralCode: text("referral_code"),
    referralCodeExpiresAt: timestamp("referral_code_expires_at", { withTimezone: true }),
    /** The marketplace apps' short code of the account. */
    userCode: text("user_code"),
    /** Set when the account was anonymised instead of removed (docs/access.md#deleting-people). */
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
    ...timestamps,
    ...version,
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("users_email_unique").on(table.email),
    uniqueIndex("users_user_code_unique").on(table.userCode),
    index("users_user_type_idx").on(table.userType),
  ],
);

/** One row per issued token (id = the token's jti), so signing out revokes it on the server. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    index("sessions_user_id_idx").on(table.userId),
    index("sessions_active_idx").on(table.expiresAt).where(sql`${table.revokedAt} is null`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
