import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { LOW_STOCK_THRESHOLD_DEFAULT } from "../../domain/stock.ts";
import { categories } from "../categories/schema.ts";
import { completenessColumns, completenessIndexes } from "../completeness/columns.ts";
import { timestamps, version } from "../db/columns.ts";
import { properties } from "../properties/schema.ts";
import { users } from "../users/schema.ts";

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The number people say and search for; never reused. */
    number: serial("number").notNull(),
    nameEn: text("name_en").notNull(),
    nameIt: text("name_it").notNull(),
    descriptionEn: text("description_en").notNull(),
    descriptionIt: text("description_it").notNull(),
    // Restrict: deleting a category that products use is refused (409), nothing is lost.
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    subcategoryId: uuid("subcategory_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    priceCents: bigint("price_cents", { mode: "number" }).notNull(),
    /** Pieces on hand (docs/stock.md): changed only through server/stock, with a movement. */
    quantity: integer("quantity").notNull(),
    /** Pieces held by live quotes (docs/stock.md#quote-holds); available = quantity − held. */
    held: integer("held").notNull().default(0),
    lowStockThreshold: integer("low_stock_threshold")
      .notNull()
      .default(LOW_STOCK_THRESHOLD_DEFAULT),
    materials: text("materials"),
    colour: text("colour"),
    size: text("size"),
    /** Stored file names, in display order. */
    images: text("images").array().notNull().default([]),
    video: text("video"),
    /** Null: the platform's own product. */
    sellerId: uuid("seller_id").references(() => users.id, { onDelete: "restrict" }),
    ...completenessColumns("products"),
    ...timestamps,
    ...version,
  },
  (table) => [
    ...completenessIndexes("products", table),
    uniqueIndex("products_number_unique").on(table.number),
    index("products_seller_id_idx").on(table.sellerId),
    index("products_category_id_idx").on(table.categoryId),
    index("products_subcategory_id_idx").on(table.subcategoryId),
    index("products_created_at_idx").on(table.createdAt),
    // Never below zero, never more held than on hand: available = quantity − held ≥ 0.
    check("products_quantity_not_negative", sql`${table.quantity} >= 0`),
    check("products_held_not_negative", sql`${table.held} >= 0`),
    check("products_held_within_quantity", sql`${table.held} <= ${table.quantity}`),
  ],
);

/** Which properties a product carries. */
export const productProperties = pgTable(
  "product_properties",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    // Restrict: a property products carry cannot be deleted (409).
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "restrict" }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.propertyId] }),
    index("product_properties_property_id_idx").on(table.propertyId),
  ],
);

export type ProductRow = typeof products.$inferSelect;
