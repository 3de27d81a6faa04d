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
import { REQUEST_STATUSES } from "../../domain/orders.ts";
import { timestamps } from "../db/columns.ts";
import { customerColumns } from "../db/customerColumns.ts";

/** Event requests from the marketplace apps. */
export const eventRequests = pgTable(
  "event_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: serial("number").notNull(),
    /** domain/orders.ts REQUEST_STATUSES. */
    status: text("status", { enum: REQUEST_STATUSES }).notNull().default("new"),
    ...customerColumns,
    eventName: text("event_name").notNull(),
    guests: integer("guests").notNull(),
    eventDate: date("event_date", { mode: "string" }).notNull(),
    message: text("message"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("event_requests_number_unique").on(table.number),
    index("event_requests_status_idx").on(table.status),
    index("event_requests_created_at_idx").on(table.createdAt),
  ],
);
