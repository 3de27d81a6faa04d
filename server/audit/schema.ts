import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/schema.ts";

/** Every change made through the back-office: who, when, what, before and after (the logs screen). */
export const auditEntries = pgTable(
  "audit_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Null for changes nobody signed in made (public intake calls, the demo seed). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** create | update | delete */
    action: text("action").notNull(),
    /** The resource's business name: category, product, property, coupon… */
    resource: text("resource").notNull(),
    recordId: text("record_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (table) => [
    index("audit_entries_record_idx").on(table.resource, table.recordId),
    index("audit_entries_at_idx").on(table.at),
    index("audit_entries_user_id_idx").on(table.userId),
  ],
);

export type AuditEntry = typeof auditEntries.$inferSelect;
