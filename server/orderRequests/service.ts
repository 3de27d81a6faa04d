import { eq, type SQL } from "drizzle-orm";
import type { Quote } from "../../domain/orderWork.schema.ts";
import { isRequestQuoteExpired } from "../../domain/quote.ts";
import type { OrderRequest } from "../../domain/requests.schema.ts";
import { customerIdOf } from "../customers/key.ts";
import type { Database } from "../db/client.ts";
import { type References, referenceColumns } from "../intake/references.ts";
import { products } from "../products/schema.ts";
import { withPaymentRows } from "../refunds/listParts.ts";
import { paymentRowsOf } from "../refunds/records.ts";
import { users } from "../users/schema.ts";
import { currentQuoteColumns, currentQuoteJoins, currentQuoteOf, currentQuotes } from "./quotes.ts";
import { orderRequests } from "./schema.ts";

export type OrderRequestRow = typeof orderRequests.$inferSelect;
export type NewOrderRequest = typeof orderRequests.$inferInsert;

/** Order requests with their product and seller, ready for where/orderBy/limit. */
export const selectOrderRequests = (db: Database) =>
  db
    .select({ row: orderRequests, ...referenceColumns })
    .from(orderRequests)
    .innerJoin(products, eq(products.id, orderRequests.productId))
    .leftJoin(users, eq(users.id, orderRequests.sellerId))
    .$dynamic();

/**
 * `quote` is the request's current quote (quotes.ts currentQuotes), null before the first; `now`
 * the clock its expiry is read at.
 */
export const toOrderRequest = ({
  row,
  product,
  seller,
  quote = null,
  now,
}: { row: OrderRequestRow; quote?: Quote | null; now: Date } & References): OrderRequest => ({
  _id: row.id,
  number: row.number,
  status: row.status,
  customerName: row.customerName,
  customerEmail: row.customerEmail,
  customerId: customerIdOf(row.customerEmail),
  customerPhone: row.customerPhone,
  customerLanguage: row.customerLanguage,
  product,
  sellerId: row.sellerId,
  seller: seller?._id ? seller : null,
  quantity: row.quantity,
  unitPriceCents: row.unitPriceCents,
  message: row.message,
  quote,
  quoteExpired: isRequestQuoteExpired({ status: row.status, quote }, now),
  paidWithoutStockAt: row.paidWithoutStockAt?.toISOString() ?? null,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The order request `condition` picks, with its product, seller, current quote and payment state:
 * one statement, as a record's page and a write's reads before and after want it.
 */
export const oneOrderRequest = async (
  db: Database,
  condition: SQL | undefined,
  now: Date,
): Promise<OrderRequest | undefined> => {
  const joins = currentQuoteJoins(db, orderRequests.id);
  const [joined] = await db
    .select({
      row: orderRequests,
      ...referenceColumns,
      ...currentQuoteColumns,
      payments: paymentRowsOf("orderRequests", orderRequests.id),
    })
    .from(orderRequests)
    .innerJoin(products, eq(products.id, orderRequests.productId))
    .leftJoin(users, eq(users.id, orderRequests.sellerId))
    .leftJoin(...joins.quote)
    .leftJoin(...joins.sender)
    .where(condition)
    .limit(1);
  if (!joined) return undefined;
  const found = toOrderRequest({ ...joined, quote: currentQuoteOf(joined), now });
  return withPaymentRows(found, joined.payments);
};

/** Joined rows (selectOrderRequests) as items with their current quotes, one query for all. */
export const withCurrentQuotes = async (
  db: Database,
  rows: readonly ({ row: OrderRequestRow } & References)[],
  now: Date,
): Promise<OrderRequest[]> => {
  const quotes = await currentQuotes(
    db,
    rows.map(({ row }) => row.id),
  );
  return rows.map((joined) =>
    toOrderRequest({ ...joined, quote: quotes.get(joined.row.id) ?? null, now }),
  );
};

export const insertOrderRequest = async (db: Database, values: NewOrderRequest) => {
  const [row] = await db.insert(orderRequests).values(values).returning();
  if (!row) throw new Error("order request not stored");
  return row;
};
