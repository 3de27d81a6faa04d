import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ORDER_REQUEST_STATUSES } from "../../domain/orders.ts";
import { customerKeySql } from "../customers/key.ts";
import { timestamps, version } from "../db/columns.ts";
import { customerColumns, customerLanguageColumn } from "../db/customerColumns.ts";
import { listIndexes } from "../db/listIndexes.ts";
import { products } from "../products/schema.ts";
import { users } from "../users/schema.ts";

/** A customer asking for a quote on a product (customisation, quantity): the seller's or the platform's. */
export const orderRequests = pgTable(
  "order_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: serial("number").notNull(),
    /** domain/orders.ts ORDER_REQUEST_STATUSES. */
    status: text("status", { enum: ORDER_REQUEST_STATUSES }).notNull().default("new"),
    ...customerColumns,
    ...customerLanguageColumn,
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    /** The product's seller when the request arrived (null: the platform's product). */
    sellerId: uuid("seller_id").references(() => users.id, { onDelete: "restrict" }),
    quantity: integer("quantity").notNull(),
    /** The product's price when the request arrived: what every quote of it multiplies. */
    unitPriceCents: bigint("unit_price_cents", { mode: "number" }).notNull(),
    message: text("message"),
    /**
     * When a payment arrived for a quote whose hold had ended and its pieces were not available
     * (docs/stock.md#quote-holds): the request waits at the top of the work queue until staff
     * resolve it (denied and refunded, or restocked and taken in work). Null: nothing to resolve.
     */
    paidWithoutStockAt: timestamp("paid_without_stock_at", { withTimezone: true }),
    /** Whose work it is (the queue's Assign, or taking it in charge); null: nobody's yet. */
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    /** The message's first 200 characters, what the list sorts by (a message may hold 2,000). */
    messageSortKey: text("message_sort_key").generatedAlwaysAs(sql`left("message", 200)`),
    ...version,
    ...timestamps,
  },
  (table) => [
    uniqueIndex("order_requests_number_unique").on(table.number),
    // A customer's records by its id (server/customers/key.ts), across both lines.
    index("order_requests_customer_key_idx").on(customerKeySql(table.customerEmail)),
    // Every sortable column with the id tie-breaker (see orders); the message by its first
    // characters, which keeps every key within a btree entry's size.
    ...listIndexes("order_requests", table, [
      ["number", table.number],
      ["status", table.status],
      ["status_created_at", table.status, table.createdAt],
      ["customer_name", table.customerName],
      ["customer_email", table.customerEmail],
      ["customer_phone", table.customerPhone],
      ["seller_id", table.sellerId],
      ["seller_id_created_at", table.sellerId, table.createdAt],
      ["quantity", table.quantity],
      ["message", table.messageSortKey],
      ["created_at", table.createdAt],
    ]),
    // The sorts by product and by seller (server/lists/referencedSort.ts) count the rows of each
    // product and seller: these indexes hold one entry per value and a list of rows (btree
    // deduplication), a fraction of the table, so the count reads them alone. `q` on a product
    // name finds the matching products' records by the first. A page's rows of one seller come
    // in id order from seller_id_list_idx, those of one product are few enough to sort.
    index("order_requests_product_id_idx").on(table.productId),
    index("order_requests_seller_id_idx").on(table.sellerId),
    // The work queue's paid-without-stock rows, a handful in a big table.
    index("order_requests_paid_without_stock_idx")
      .on(table.paidWithoutStockAt)
      .where(sql`${table.paidWithoutStockAt} is not null`),
  ],
);

/**
 * Every quote sent for an order request (docs/quotes.md): what was typed and the figures
 * domain/quote.ts computed from it, frozen. The highest version is the current quote; the earlier
 * ones stay for the request's history. Percentages in basis points (33.33 % = 3333), as computed.
 */
export const orderRequestQuotes = pgTable(
  "order_request_quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderRequestId: uuid("order_request_id")
      .notNull()
      .references(() => orderRequests.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    unitPriceCents: bigint("unit_price_cents", { mode: "number" }).notNull(),
    quantity: integer("quantity").notNull(),
    shippingCents: bigint("shipping_cents", { mode: "number" }).notNull(),
    customizationCents: bigint("customization_cents", { mode: "number" }).notNull(),
    vatBasisPoints: integer("vat_basis_points").notNull(),
    splitBasisPoints: integer("split_basis_points").notNull(),
    adminNote: text("admin_note"),
    subtotalCents: bigint("subtotal_cents", { mode: "number" }).notNull(),
    taxableCents: bigint("taxable_cents", { mode: "number" }).notNull(),
    vatCents: bigint("vat_cents", { mode: "number" }).notNull(),
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
    sellerShareCents: bigint("seller_share_cents", { mode: "number" }).notNull(),
    platformFeeCents: bigint("platform_fee_cents", { mode: "number" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    sentBy: uuid("sent_by").references(() => users.id, { onDelete: "set null" }),
    /** The last day (UTC) the customer may pay it; past it the quote is expired (derived). */
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    /**
     * The product's pieces this quote holds now (docs/stock.md#quote-holds): the request's
     * quantity while it is live, 0 once a new quote, a denial, its expiry or a payment ended it.
     * Only the current quote holds; the conditional UPDATE that zeroes it decides who ends it.
     */
    heldPieces: integer("held_pieces").notNull().default(0),
    /** The provider's payment intent the customer pays this quote with (`pi_…`). */
    paymentIntentId: text("payment_intent_id"),
  },
  (table) => [
    uniqueIndex("order_request_quotes_version_unique").on(table.orderRequestId, table.version),
    uniqueIndex("order_request_quotes_payment_intent_id_unique").on(table.paymentIntentId),
    check("order_request_quotes_held_pieces_not_negative", sql`${table.heldPieces} >= 0`),
    // The expiry job's search: the few holding quotes, by their last day.
    index("order_request_quotes_holding_idx")
      .on(table.validUntil)
      .where(sql`${table.heldPieces} > 0`),
  ],
);
