import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { LANGUAGES } from "../../domain/languages.ts";

/**
 * Each customer's figures (docs/api.md#customer-figures), so the list pages and sorts 100,000
 * customers by index instead of grouping every record on each call. A write to a record or a
 * payment only marks its customers stale (customerSummariesStale); the next read of the
 * figures rebuilds them first (`customer_summaries_flush`, created by the migrations). One row
 * per customer for staff (`seller_id` null: every line) and one per seller the customer bought
 * from (that seller's orders and order requests).
 */
export const customerSummaries = pgTable(
  "customer_summaries",
  {
    // No foreign key: the rows are derived from the records, whose seller_id the refresh reads.
    sellerId: uuid("seller_id"),
    /** md5 of the lowercased address: the customer's id in the API (server/customers/key.ts). */
    customerId: text("customer_id").notNull(),
    emailKey: text("email_key").notNull(),
    /** Every name the records were written with, the latest first (repeats included). */
    names: text("names").array().notNull(),
    email: text("email").notNull(),
    language: text("language", { enum: LANGUAGES }).notNull(),
    phone: text("phone"),
    firstAt: timestamp("first_at", { withTimezone: true }).notNull(),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
    shopCents: bigint("shop_cents", { mode: "number" }).notNull(),
    rentCents: bigint("rent_cents", { mode: "number" }).notNull(),
    spendCents: bigint("spend_cents", { mode: "number" }).notNull(),
    orders: integer("orders").notNull(),
    orderRequests: integer("order_requests").notNull(),
    rentRequests: integer("rent_requests").notNull(),
    eventRequests: integer("event_requests").notNull(),
    /**
     * Every name, address and phone of the records, one a line: what `q` searches, through a
     * trigram index the migration creates (pg_trgm, as the other lists' `q`).
     */
    search: text("search").notNull(),
  },
  (table) => [
    // Leads with the customer: a refresh and a customer's page find its rows by it.
    unique("customer_summaries_customer_unique")
      .on(table.customerId, table.sellerId)
      .nullsNotDistinct(),
    // Staff's rows in each sort's order (seller_id IS NULL is no equality, so an index leading
    // with seller_id would not give the order), then each seller's; the id breaks ties.
    index("customer_summaries_staff_last_at_idx")
      .on(table.lastAt, table.customerId)
      .where(sql`${table.sellerId} is null`),
    index("customer_summaries_staff_first_at_idx")
      .on(table.firstAt, table.customerId)
      .where(sql`${table.sellerId} is null`),
    index("customer_summaries_staff_spend_idx")
      .on(table.spendCents, table.customerId)
      .where(sql`${table.sellerId} is null`),
    index("customer_summaries_seller_last_at_idx").on(
      table.sellerId,
      table.lastAt,
      table.customerId,
    ),
    index("customer_summaries_seller_first_at_idx").on(
      table.sellerId,
      table.firstAt,
      table.customerId,
    ),
    index("customer_summaries_seller_spend_idx").on(
      table.sellerId,
      table.spendCents,
      table.customerId,
    ),
  ],
);

/**
 * The customers whose figures a committed write made old: one row per write and customer, added
 * by the records' and payments' triggers. Rebuilding the figures inside each write would make
 * writes of one customer wait for each other and cost every intake call a rebuild (a fifth of
 * the intake's throughput under `npm run bench writes`); a row here costs an INSERT and locks
 * nothing another write needs. No key: the same customer may be marked by many writes at once.
 */
export const customerSummariesStale = pgTable("customer_summaries_stale", {
  emailKey: text("email_key").notNull(),
});
