import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { NOTIFICATION_KINDS } from "../../domain/notifications.ts";
import type { QueueResource } from "../../domain/queue.ts";
import { users } from "../users/schema.ts";

/**
 * A person called in to a record (docs/api.md#notifications): mentioned in an internal note, or
 * given the record from the queue. It goes with its person's account, and is never sent to anyone
 * else. The record is named by resource and id, as history lines name theirs.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    resource: text("resource").$type<QueueResource>().notNull(),
    recordId: uuid("record_id").notNull(),
    /** Kept with the line: record numbers are never reused. */
    recordNumber: integer("record_number"),
    byUserId: uuid("by_user_id").references(() => users.id, { onDelete: "set null" }),
    excerpt: text("excerpt"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (table) => [index("notifications_user_at_idx").on(table.userId, table.at)],
);

export type NewNotification = typeof notifications.$inferInsert;
