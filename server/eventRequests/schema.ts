import {
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { REQUEST_STATUSES } from "../../domain/rentWork.ts";
import { customerKeySql } from "../customers/key.ts";
import { timestamps, version } from "../db/columns.ts";
import { customerColumns, customerLanguageColumn } from "../db/customerColumns.ts";
import { events } from "../events/schema.ts";
import { users } from "../users/schema.ts";

/** Event requests from the marketplace apps. */
export const eventRequests = pgTable(
  "event_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: serial("number").notNull(),
    /** domain/rentWork.ts REQUEST_STATUSES. */
    status: text("status", { enum: REQUEST_STATUSES }).notNull().default("new"),
    ...customerColumns,
    ...customerLanguageColumn,
    // Restrict: an event that requests refer to cannot be deleted (409), nothing is lost.
    eventId: uuid("event_id").references(() => events.id, { onDelete: "restrict" }),
    /**
     * The event as the customer's app named it: the only reference of requests from before events
     * were records (kept when no event matched), the event's name when it arrived by id.
     */
    eventName: text("event_name").notNull(),
    guests: integer("guests").notNull(),
    eventDate: date("event_date", { mode: "string" }).notNull(),
    message: text("message"),
    /** Who took it in charge (the move to inProgress); null while new. */
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    ...version,
    ...timestamps,
  },
  (table) => [
    uniqueIndex("event_requests_number_unique").on(table.number),
    // A customer's records by its id (server/customers/key.ts), across both lines.
    index("event_requests_customer_key_idx").on(customerKeySql(table.customerEmail)),
    index("event_requests_status_idx").on(table.status),
    index("event_requests_event_id_idx").on(table.eventId),
    index("event_requests_created_at_idx").on(table.createdAt),
  ],
);
