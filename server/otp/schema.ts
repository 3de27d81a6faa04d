import { index, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/schema.ts";

/**
 * The one pending sign-in code per email (docs/access.md#sign-in); a new code replaces the row. Keyed by the
 * email, not the account: an unknown email gets a row too (with a code nobody receives), so the
 * resend wait and the answers are the same whether or not the account exists.
 */
export const otpCodes = pgTable(
  "otp_codes",
  {
    /** Lowercased, as users.email. */
    email: text("email").primaryKey(),
    /** Null when no account has this email. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** HMAC-SHA256 of email and code under the server secret: a leaked table reveals no code. */
    codeHash: text("code_hash").notNull(),
    /** Wrong tries so far; at OTP_MAX_ATTEMPTS the code is void. */
    attempts: smallint("attempts").notNull().default(0),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("otp_codes_expires_at_idx").on(table.expiresAt)],
);

export type OtpCode = typeof otpCodes.$inferSelect;
