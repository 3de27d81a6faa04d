import { eq, or, sql } from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Product } from "../../domain/products.schema.ts";
import { stockLevel } from "../../domain/stock.schema.ts";
import { availablePieces } from "../../domain/stock.ts";
import { categoryNameOf, categoryNames } from "../categories/list.ts";
import { categories } from "../categories/schema.ts";
import { completenessFilter } from "../completeness/filter.ts";
import type { Database } from "../db/client.ts";
import { readTogether } from "../db/readTogether.ts";
import {
  commaList,
  custom,
  defineList,
  type ExportColumn,
  idIn,
  oneOf,
  ownedBySeller,
  type RequestContext,
  range,
  rememberedPerRequest,
  timeRange,
} from "../lists/index.ts";
import { properties } from "../properties/schema.ts";
import { sellerNameOf, sellerSummaries } from "../sellers/service.ts";
import { userFullName } from "../users/fullName.ts";
import { users } from "../users/schema.ts";
import { type ProductRow, productProperties, products } from "./schema.ts";

const propertiesOf = async (db: Database, productIds: string[]) => {
  const byProduct = new Map<string, Product["properties"]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({
      productId: productProperties.productId,
      _id: properties.id,
      nameEn: properties.nameEn,
      nameIt: properties.nameIt,
      valueEn: properties.valueEn,
      valueIt: properties.valueIt,
    })
    .from(productProperties)
    .innerJoin(properties, eq(properties.id, productProperties.propertyId))
    .where(idIn(productProperties.productId, productIds))
    .orderBy(properties.nameEn, properties.valueEn);
  for (const { productId, ...property } of rows) {
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), property]);
  }
  return byProduct;
};

/** Rows → answers, loading categories, properties and sellers once per batch. */
export const toProducts = async (rows: ProductRow[], db: Database): Promise<Product[]> => {
  const [names, carried, sellers] = await readTogether(db, [
    () =>
      categoryNames(
        db,
        rows.flatMap((row) => [row.categoryId, row.subcategoryId]),
      ),
    () =>
      propertiesOf(
        db,
        rows.map((row) => row.id),
      ),
    () =>
      sellerSummaries(
        db,
        rows.map((row) => row.sellerId),
      ),
  ] as const);
  const named = (id: string) => names.get(id) ?? { _id: id, nameEn: "", nameIt: "" };
  return rows.map(({ id, createdAt, updatedAt, ...row }) => {
    const attached = carried.get(id) ?? [];
    return {
      _id: id,
      ...row,
      available: availablePieces(row),
      category: named(row.categoryId),
      subcategory: named(row.subcategoryId),
      propertyIds: attached.map((property) => property._id),
      properties: attached,
      seller: (row.sellerId && sellers.get(row.sellerId)) || null,
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
    };
  });
};

/** The fields a product's export row shows; its category and seller names come by id. */
const CELL_FIELDS = [
  "number",
  "nameEn",
  "nameIt",
  "categoryId",
  "subcategoryId",
  "priceCents",
  "quantity",
  "held",
  "materials",
  "colour",
  "size",
  "sellerId",
  "createdAt",
] as const;

const exportedCategoryNames = rememberedPerRequest(categoryNames);
const exportedSellers = rememberedPerRequest(sellerSummaries);

type ProductCells = Pick<ProductRow, (typeof CELL_FIELDS)[number]>;

/** The names a batch of rows needs, loaded once per export; the rows themselves are the cells. */
const withNames = async (
  rows: ProductCells[],
  context: RequestContext,
): Promise<ProductCells[]> => {
  // One pass, no array per row: this runs for every batch of an export.
  const categoryIds: string[] = [];
  const sellerIds: (string | null)[] = [];
  for (const row of rows) {
    categoryIds.push(row.categoryId, row.subcategoryId);
    sellerIds.push(row.sellerId);
  }
  await Promise.all([
    exportedCategoryNames.load(context, categoryIds),
    exportedSellers.load(context, sellerIds),
  ]);
  return rows;
};

const localName = (name: { nameEn: string; nameIt: string } | undefined, context: RequestContext) =>
  (context.language === "it" ? name?.nameIt : name?.nameEn) ?? "";

const categoryCell = (id: string, context: RequestContext) =>
  localName(exportedCategoryNames.known(context).get(id), context);

/** A column showing one of the product's own fields, read the same way in JavaScript and in SQL. */
const fieldColumn = (
  field: keyof ProductCells & keyof typeof products.$inferSelect,
  header: string,
  shown: Pick<ExportColumn<ProductCells>, "format" | "width"> = {},
): ExportColumn<ProductCells> => ({
  header,
  value: (item) => item[field],
  sql: () => products[field],
  ...shown,
});

/** The export's category and subcategory, joined by name (cellJoins). */
const category = alias(categories, "category");
const subcategory = alias(categories, "subcategory");

/** On hand − held, never below zero (domain/stock.ts availablePieces, in SQL). */
export const availableSql = sql<number>`greatest(${products.quantity} - ${products.held}, 0)`;

/**
 * `stock=outOfStock`: nothing available; `stock=lowStock`: available at or below the product's
 * threshold (out of stock included); both: either.
 */
const stockFilter = custom(commaList(stockLevel), (levels) =>
  or(
    ...levels.map((level) =>
      level === "outOfStock"
        ? sql`${availableSql} = 0`
        : sql`${availableSql} <= ${products.lowStockThreshold}`,
    ),
  ),
);

const localNameSql = (named: { nameEn: PgColumn; nameIt: PgColumn }, context: RequestContext) =>
  context.language === "it" ? named.nameIt : named.nameEn;

export const productList = defineList({
  name: "products",
  table: products,
  sortable: {
    number: products.number,
    nameEn: products.nameEn,
    nameIt: products.nameIt,
    priceCents: products.priceCents,
    quantity: products.quantity,
    held: products.held,
    available: availableSql,
    category: categoryNameOf(products.categoryId),
    subcategory: categoryNameOf(products.subcategoryId),
    seller: sellerNameOf(products.sellerId),
    createdAt: products.createdAt,
    updatedAt: products.updatedAt,
  },
  defaultSort: "-createdAt",
  searchable: [
    products.nameEn,
    products.nameIt,
    products.number,
    products.materials,
    products.colour,
  ],
  filters: {
    categoryId: oneOf(products.categoryId, z.uuid({ error: "invalid" })),
    subcategoryId: oneOf(products.subcategoryId, z.uuid({ error: "invalid" })),
    sellerId: oneOf(products.sellerId, z.uuid({ error: "invalid" }), { allowNone: true }),
    priceCents: range(products.priceCents, z.coerce.number({ error: "onlyNumber" }).int()),
    quantity: range(products.quantity, z.coerce.number({ error: "onlyNumber" }).int()),
    stock: stockFilter,
    createdAt: timeRange(products.createdAt),
    completeness: completenessFilter(products),
  },
  scope: ownedBySeller(products.sellerId),
  toItems: (rows, context) => toProducts(rows, context.db),
  cellFields: CELL_FIELDS,
  toCells: withNames,
  cellJoins: sql`left join ${categories} ${category} on ${category.id} = ${products.categoryId}
    left join ${categories} ${subcategory} on ${subcategory.id} = ${products.subcategoryId}
    left join ${users} on ${users.id} = ${products.sellerId}`,
  columns: [
    fieldColumn("number", "catalogue:columns.number", { format: "number", width: 10 }),
    fieldColumn("nameEn", "catalogue:columns.nameEn", { width: 30 }),
    fieldColumn("nameIt", "catalogue:columns.nameIt", { width: 30 }),
    {
      header: "catalogue:columns.category",
      value: (item, context) => categoryCell(item.categoryId, context),
      sql: (context) => localNameSql(category, context),
    },
    {
      header: "catalogue:columns.subcategory",
      value: (item, context) => categoryCell(item.subcategoryId, context),
      sql: (context) => localNameSql(subcategory, context),
    },
    fieldColumn("priceCents", "catalogue:columns.price", { format: "money", width: 14 }),
    fieldColumn("quantity", "catalogue:columns.quantity", { format: "number", width: 12 }),
    fieldColumn("held", "catalogue:columns.held", { format: "number", width: 12 }),
    {
      header: "catalogue:columns.available",
      value: (item) => availablePieces(item),
      sql: () => availableSql,
      format: "number",
      width: 12,
    },
    fieldColumn("materials", "catalogue:columns.materials", { width: 24 }),
    fieldColumn("colour", "catalogue:columns.colour"),
    fieldColumn("size", "catalogue:columns.size", { width: 12 }),
    {
      header: "catalogue:columns.seller",
      value: (item, context) =>
        (item.sellerId && exportedSellers.known(context).get(item.sellerId)?.fullName) ||
        context.t("catalogue:platform"),
      sql: (context) =>
        sql`coalesce(nullif(${userFullName}, ''), ${context.t("catalogue:platform")})`,
      width: 24,
    },
    {
      header: "catalogue:columns.createdAt",
      value: (item) => item.createdAt,
      sql: () => products.createdAt,
      format: "datetime",
      width: 20,
    },
  ],
});

export const findProduct = productList.find;
