import { eq } from "drizzle-orm";
import type { OrderRequest } from "../../domain/requests.schema.ts";
import type { Database } from "../db/client.ts";
import { type References, referenceColumns } from "../intake/references.ts";
import { products } from "../products/schema.ts";
import { users } from "../users/schema.ts";
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

export const toOrderRequest = ({
  row,
  product,
  seller,
}: { row: OrderRequestRow } & References): OrderRequest => ({
  _id: row.id,
  number: row.number,
  status: row.status,
  customerName: row.customerName,
  customerEmail: row.customerEmail,
  customerPhone: row.customerPhone,
  product,
  sellerId: row.sellerId,
  seller: seller?._id ? seller : null,
  quantity: row.quantity,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

export const insertOrderRequest = async (db: Database, values: NewOrderRequest) => {
  const [row] = await db.insert(orderRequests).values(values).returning();
  if (!row) throw new Error("order request not stored");
  return row;
};
