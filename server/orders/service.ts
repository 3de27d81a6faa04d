import { eq, type SQL } from "drizzle-orm";
import type { Order } from "../../domain/requests.schema.ts";
import { customerIdOf } from "../customers/key.ts";
import type { Database } from "../db/client.ts";
import { type References, referenceColumns } from "../intake/references.ts";
import { products } from "../products/schema.ts";
import { withPaymentRows } from "../refunds/listParts.ts";
import { paymentRowsOf } from "../refunds/records.ts";
import { users } from "../users/schema.ts";
import { orders } from "./schema.ts";

export type OrderRow = typeof orders.$inferSelect;

/** Orders with their product and seller, ready for where/orderBy/limit. */
export const selectOrders = (db: Database) =>
  db
    .select({ row: orders, ...referenceColumns })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .leftJoin(users, eq(users.id, orders.sellerId))
    .$dynamic();

/**
 * The order `condition` picks, with its product, seller and payment state: one statement, as a
 * record's page and a write's reads before and after want it.
 */
export const oneOrder = async (db: Database, condition: SQL | undefined) => {
  const [joined] = await db
    .select({ row: orders, ...referenceColumns, payments: paymentRowsOf("orders", orders.id) })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .leftJoin(users, eq(users.id, orders.sellerId))
    .where(condition)
    .limit(1);
  return joined && withPaymentRows(toOrder(joined), joined.payments);
};

export const toOrder = ({ row, product, seller }: { row: OrderRow } & References): Order => ({
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
  discountCents: row.discountCents,
  totalCents: row.totalCents,
  couponName: row.couponName,
  shippingAddress: row.shippingAddress,
  deliveryDate: row.deliveryDate,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
