import { index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps, version } from "../db/columns.ts";
import { users } from "../users/schema.ts";

/** One shop per seller account (domain/shops.schema.ts); it goes when its account goes. */
export const shops = pgTable(
  "shops",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    companyName: text("company_name"),
    vatNumber: text("vat_number"),
    fiscalCode: text("fiscal_code"),
    sdi: text("sdi"),
    pec: text("pec"),
    phone: text("phone"),
    shippingAddress: text("shipping_address"),
    invoiceAddress: text("invoice_address"),
    city: text("city"),
    province: text("province"),
    postcode: text("postcode"),
    country: text("country").notNull().default("IT"),
    ...timestamps,
    ...version,
  },
  (table) => [
    uniqueIndex("shops_seller_id_unique").on(table.sellerId),
    index("shops_name_idx").on(table.name),
    index("shops_created_at_idx").on(table.createdAt),
  ],
);

export type ShopRow = typeof shops.$inferSelect;
