import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../users/schema.ts";

/** The rent line's worked resources: their history entries and offers are named so. */
export const RENT_WORK_RESOURCES = ["rentRequests", "eventRequests"] as const;
export type RentWorkResource = (typeof RENT_WORK_RESOURCES)[number];

/**
 * Every offer sent for a rent or event request (docs/api.md#rent-work), frozen as sent. One table
 * for both kinds, the request named by resource and id as history entries name it: the two share
 * one machine and one offer shape, so one set of queries serves both. The highest version is the
 * current offer; the earlier ones stay for the request's history.
 */
export const requestOffers = pgTable(
  "request_offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    resource: text("resource", { enum: RENT_WORK_RESOURCES }).notNull(),
    requestId: uuid("request_id").notNull(),
    version: integer("version").notNull(),
    priceCents: bigint("price_cents", { mode: "number" }).notNull(),
    conditions: text("conditions").notNull(),
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    sentBy: uuid("sent_by").references(() => users.id, { onDelete: "set null" }),
    /** The provider's payment intent the customer pays this offer (the booking) with (`pi_…`). */
    paymentIntentId: text("payment_intent_id"),
  },
  (table) => [
    uniqueIndex("request_offers_version_unique").on(table.resource, table.requestId, table.version),
    uniqueIndex("request_offers_payment_intent_id_unique").on(table.paymentIntentId),
    index("request_offers_request_idx").on(table.resource, table.requestId),
  ],
);
