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
import { customerKeySql } from "../customers/key.ts";
import { timestamps, version } from "../db/columns.ts";
import { customerColumns, customerLanguageColumn } from "../db/customerColumns.ts";
import { listIndexes } from "../db/listIndexes.ts";
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
    /** Whose work it is (the queue's Assign, or taking it in charge); null: nobody's yet. */
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    ...version,
    ...timestamps,
  },
  (table) => [
    uniqueIndex("orders_number_unique").on(table.number),
    // A customer's records by its id (server/customers/key.ts), across both lines.
    index("orders_customer_key_idx").on(customerKeySql(table.customerEmail)),
    uniqueIndex("orders_payment_intent_id_unique").on(table.paymentIntentId),
    // Every sortable column with the id tie-breaker, so a page (first or deep) is an index walk;
    // status and seller also lead the default order (newest first), which their filters use.
    ...listIndexes("orders", table, [
      ["number", table.number],
      ["status", table.status],
      ["status_created_at", table.status, table.createdAt],
      ["customer_name", table.customerName],
      ["customer_email", table.customerEmail],
      ["customer_phone", table.customerPhone],
      ["seller_id", table.sellerId],
      ["seller_id_created_at", table.sellerId, table.createdAt],
      ["quantity", table.quantity],
      ["unit_price_cents", table.unitPriceCents],
      ["discount_cents", table.discountCents],
      ["total_cents", table.totalCents],
      ["coupon_name", table.couponName],
      ["shipping_address", table.shippingAddress],
      ["delivery_date", table.deliveryDate],
      ["created_at", table.createdAt],
    ]),
    // The sorts by product and by seller (server/lists/referencedSort.ts) count the rows of each
    // product and seller: these indexes hold one entry per value and a list of rows (btree
    // deduplication), a fraction of the table, so the count reads them alone. `q` on a product
    // name finds the matching products' records by the first. A page's rows of one seller come
    // in id order from seller_id_list_idx, those of one product are few enough to sort.
    index("orders_product_id_idx").on(table.productId),
    index("orders_seller_id_idx").on(table.sellerId),
  ],
);
