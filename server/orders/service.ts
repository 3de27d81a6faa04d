import { eq } from "drizzle-orm";
import type { Order } from "../../domain/requests.schema.ts";
import type { Database } from "../db/client.ts";
import { type References, referenceColumns } from "../intake/references.ts";
import { products } from "../products/schema.ts";
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

export const toOrder = ({ row, product, seller }: { row: OrderRow } & References): Order => ({
  _id: row.id,
  number: row.number,
  status: row.status,
  customerName: row.customerName,
  customerEmail: row.customerEmail,
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
