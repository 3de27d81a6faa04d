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
import { REQUEST_STATUSES } from "../../domain/rentWork.ts";
import { customerKeySql } from "../customers/key.ts";
import { timestamps, version } from "../db/columns.ts";
import { customerColumns, customerLanguageColumn } from "../db/customerColumns.ts";
import { rentModels } from "../rentModels/schema.ts";
import { users } from "../users/schema.ts";

/** Rent requests ("received messages") from the marketplace apps. */
export const rentRequests = pgTable(
  "rent_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: serial("number").notNull(),
    /** domain/rentWork.ts REQUEST_STATUSES. */
    status: text("status", { enum: REQUEST_STATUSES }).notNull().default("new"),
    ...customerColumns,
    ...customerLanguageColumn,
    // Restrict: a model that requests name cannot be deleted (409); null on requests that name a
    // model the catalogue does not have (free text from before rent models, kept in model_name).
    rentModelId: uuid("rent_model_id").references(() => rentModels.id, { onDelete: "restrict" }),
    /** The model as the customer app named it; the catalogue's name once linked. */
    modelName: text("model_name").notNull(),
    passengers: integer("passengers").notNull(),
    cabins: integer("cabins").notNull(),
    guests: integer("guests").notNull(),
    startLocation: text("start_location").notNull(),
    destination: text("destination").notNull(),
    departureAt: timestamp("departure_at", { withTimezone: true }).notNull(),
    returnAt: timestamp("return_at", { withTimezone: true }).notNull(),
    otherRequests: text("other_requests"),
    /** Who took it in charge (the move to inProgress); null while new. */
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    ...version,
    ...timestamps,
  },
  (table) => [
    uniqueIndex("rent_requests_number_unique").on(table.number),
    // A customer's records by its id (server/customers/key.ts), across both lines.
    index("rent_requests_customer_key_idx").on(customerKeySql(table.customerEmail)),
    index("rent_requests_status_idx").on(table.status),
    index("rent_requests_created_at_idx").on(table.createdAt),
    index("rent_requests_rent_model_id_idx").on(table.rentModelId),
  ],
);
