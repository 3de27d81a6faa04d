import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/schema.ts";

/**
 * Every change made through the back-office and every sign-in, sign-out, failed sign-in,
 * password change and refusal (docs/api.md#logs): who, when, from where, what, before and after.
 * Append-only: a trigger (migration 0009) refuses UPDATE and DELETE, except the user's
 * set-null when an account is deleted.
 */
export const auditEntries = pgTable(
  "audit_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Null for changes nobody signed in made (public intake calls, the demo seed, failed sign-ins). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** domain/logs.ts AUDIT_ACTIONS. */
    action: text("action").notNull(),
    /** The resource's business name: category, product, property, coupon, user, request… */
    resource: text("resource").notNull(),
    /** Null when there is no record: a sign-in with an unknown email, a refused request. */
    recordId: text("record_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    /** The client's address, for requests made by someone (not the seed). */
    address: text("address"),
    /** The changeset the change was part of (docs/api.md#changesets): the logs filter by it. */
    changesetId: uuid("changeset_id"),
  },
  (table) => [
    index("audit_entries_record_idx").on(table.resource, table.recordId),
    index("audit_entries_at_idx").on(table.at),
    index("audit_entries_user_id_idx").on(table.userId),
    // The logs screen's action filter, newest first.
    index("audit_entries_action_at_idx").on(table.action, table.at),
    index("audit_entries_changeset_idx").on(table.changesetId, table.at),
  ],
);

export type AuditEntry = typeof auditEntries.$inferSelect;
