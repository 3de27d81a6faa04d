import { index, pgTable, serial, text, uuid } from "drizzle-orm/pg-core";
import {
  DELETION_REQUEST_SOURCES,
  DELETION_REQUEST_STATUSES,
} from "../../domain/deletionRequests.ts";
import { LANGUAGES } from "../../domain/languages.ts";
import { timestamps, version } from "../db/columns.ts";
import { users } from "../users/schema.ts";

/**
 * A person's request that their account be deleted (domain/deletionRequests.ts). The requester's
 * name and email are kept apart from the account, so the request still says who asked (and can
 * be answered) after the account was anonymised or removed.
 */
export const accountDeletionRequests = pgTable(
  "account_deletion_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: serial("number").notNull(),
    status: text("status", { enum: DELETION_REQUEST_STATUSES }).notNull().default("pending"),
    source: text("source", { enum: DELETION_REQUEST_SOURCES }).notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    requesterName: text("requester_name").notNull(),
    requesterEmail: text("requester_email").notNull(),
    /** The language the answer is mailed in. */
    language: text("language", { enum: LANGUAGES }).notNull().default("it"),
    reason: text("reason"),
    /** Whose work it is (the queue's Assign, or taking it in charge); null: nobody's yet. */
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
    ...version,
  },
  (table) => [
    index("account_deletion_requests_status_idx").on(table.status, table.createdAt),
    index("account_deletion_requests_user_id_idx").on(table.userId),
  ],
);

export type DeletionRequestRow = typeof accountDeletionRequests.$inferSelect;
