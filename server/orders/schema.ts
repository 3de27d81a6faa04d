import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ORDER_STATUSES } from "../../domain/orders.ts";
import { timestamps, version } from "../db/columns.ts";
import { customerColumns, customerLanguageColumn } from "../db/customerColumns.ts";
import { products } from "../products/schema.ts";
import { users } from "../users/schema.ts";

/** Orders the marketplace confirmed (paid); amounts frozen at purchase, in cents. */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: serial("number").notNull(),
    /** domain/orders.ts ORDER_STATUSES. */
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("orderConfirmed"),
    ...customerColumns,
    ...customerLanguageColumn,
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    sellerId: uuid("seller_id").references(() => users.id, { onDelete: "restrict" }),
    quantity: integer("quantity").notNull(),
    unitPriceCents: bigint("unit_price_cents", { mode: "number" }).notNull(),
    discountCents: bigint("discount_cents", { mode: "number" }).notNull().default(0),
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
    couponName: text("coupon_name"),
    shippingAddress: text("shipping_address").notNull(),
    deliveryDate: date("delivery_date", { mode: "string" }),
    /** The provider's payment intent (`pi_…`): payment webhooks are matched by it. */
    paymentIntentId: text("payment_intent_id"),
    ...version,
    ...timestamps,
  },
  (table) => [
    uniqueIndex("orders_number_unique").on(table.number),
    uniqueIndex("orders_payment_intent_id_unique").on(table.paymentIntentId),
    index("orders_status_idx").on(table.status),
    index("orders_seller_id_idx").on(table.sellerId),
    index("orders_created_at_idx").on(table.createdAt),
  ],
);
