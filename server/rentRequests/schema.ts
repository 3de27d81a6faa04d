import {
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { REQUEST_STATUSES } from "../../domain/orders.ts";
import { timestamps } from "../db/columns.ts";
import { customerColumns } from "../db/customerColumns.ts";

/** Rent requests ("received messages") from the marketplace apps. */
export const rentRequests = pgTable(
  "rent_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: serial("number").notNull(),
    /** domain/orders.ts REQUEST_STATUSES. */
    status: text("status", { enum: REQUEST_STATUSES }).notNull().default("new"),
    ...customerColumns,
    modelName: text("model_name").notNull(),
    passengers: integer("passengers").notNull(),
    cabins: integer("cabins").notNull(),
    guests: integer("guests").notNull(),
    startLocation: text("start_location").notNull(),
    destination: text("destination").notNull(),
    departureAt: timestamp("departure_at", { withTimezone: true }).notNull(),
    returnAt: timestamp("return_at", { withTimezone: true }).notNull(),
    otherRequests: text("other_requests"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("rent_requests_number_unique").on(table.number),
    index("rent_requests_status_idx").on(table.status),
    index("rent_requests_created_at_idx").on(table.createdAt),
  ],
);
