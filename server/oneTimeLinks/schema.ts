import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/schema.ts";

/** What a mailed link lets its holder do once. */
export const LINK_PURPOSES = ["password-reset", "email-verification"] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

/**
 * Links mailed to an account (password reset, email verification). Only a digest of the token is
 * stored, so reading the table gives no working link; a link works once and until it expires.
 */
export const oneTimeLinks = pgTable(
  "one_time_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: LINK_PURPOSES }).notNull(),
    /** SHA-256 of the 32 random bytes the link carries. */
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("one_time_links_user_purpose_idx").on(table.userId, table.purpose)],
);

export type OneTimeLink = typeof oneTimeLinks.$inferSelect;
