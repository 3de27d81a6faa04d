import { index, integer, pgTable, serial, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ORDER_REQUEST_STATUSES } from "../../domain/orders.ts";
import { timestamps } from "../db/columns.ts";
import { customerColumns } from "../db/customerColumns.ts";
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
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    /** The product's seller when the request arrived (null: the platform's product). */
    sellerId: uuid("seller_id").references(() => users.id, { onDelete: "restrict" }),
    quantity: integer("quantity").notNull(),
    message: text("message"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("order_requests_number_unique").on(table.number),
    index("order_requests_status_idx").on(table.status),
    index("order_requests_seller_id_idx").on(table.sellerId),
    index("order_requests_created_at_idx").on(table.createdAt),
  ],
);
