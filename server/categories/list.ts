import { eq, isNull, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Category } from "../../domain/categories.schema.ts";
import { completenessFilter } from "../completeness/filter.ts";
import type { Database } from "../db/client.ts";
import { custom, defineList, idIn, type RequestContext } from "../lists/index.ts";
import { products } from "../products/schema.ts";
import { type CategoryRow, categories } from "./schema.ts";

/** Products filed under the category, as their category or their subcategory. */
export const productCount = sql<number>`(select count(*) from ${products} where ${products.categoryId} = ${categories.id} or ${products.subcategoryId} = ${categories.id})`;

const productCounts = async (db: Database, ids: string[]) => {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await db
    .select({
      id: categories.id,
      products: sql<number>`${productCount}`.mapWith(Number),
    })
    .from(categories)
    .where(idIn(categories.id, ids));
  return new Map(rows.map((row) => [row.id, row.products]));
};

const namesOf = async (db: Database, ids: readonly (string | null)[]) => {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0)
    return new Map<string, { _id: string; nameEn: string; nameIt: string }>();
  const rows = await db
    .select({ _id: categories.id, nameEn: categories.nameEn, nameIt: categories.nameIt })
    .from(categories)
    .where(idIn(categories.id, wanted));
  return new Map(rows.map((row) => [row._id, row]));
};

/** A category's English name, to sort records by it (`sort=category`). */
export const categoryNameOf = (categoryId: PgColumn) =>
  // Aliased, so that `categoryId` may itself be a column of categories (a parent's name).
  sql`(select named.name_en from ${categories} as named where named.id = ${categoryId})`;

/** Categories by id with their names in both languages (products show theirs). */
export const categoryNames = namesOf;

export const toCategories = async (rows: CategoryRow[], db: Database): Promise<Category[]> => {
  const [parents, used] = await Promise.all([
    namesOf(
      db,
      rows.map((row) => row.parentId),
    ),
    productCounts(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map(({ id, createdAt, updatedAt, parentId, ...fields }) => ({
    _id: id,
    ...fields,
    parentId,
    parent: (parentId && parents.get(parentId)) || null,
    productCount: used.get(id) ?? 0,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  }));
};

const localName = (name: { nameEn: string; nameIt: string } | null, context: RequestContext) =>
  name ? (context.language === "it" ? name.nameIt : name.nameEn) : null;

export const categoryList = defineList({
  name: "categories",
  table: categories,
  sortable: {
    nameEn: categories.nameEn,
    nameIt: categories.nameIt,
    parent: categoryNameOf(categories.parentId),
    productCount,
    createdAt: categories.createdAt,
    updatedAt: categories.updatedAt,
  },
  defaultSort: "nameEn",
  searchable: [categories.nameEn, categories.nameIt],
  filters: {
    /** `none`: top-level categories only; an id: that category's subcategories. */
    parentId: custom(z.union([z.literal("none"), z.uuid()], { error: "invalid" }), (value) =>
      value === "none" ? isNull(categories.parentId) : eq(categories.parentId, value),
    ),
    completeness: completenessFilter(categories),
  },
  toItems: (rows, context) => toCategories(rows, context.db),
  columns: [
    { header: "catalogue:columns.nameEn", value: (item) => item.nameEn, width: 26 },
    { header: "catalogue:columns.nameIt", value: (item) => item.nameIt, width: 26 },
    {
      header: "catalogue:columns.parent",
      value: (item, context) => localName(item.parent, context),
      width: 26,
    },
    {
      header: "catalogue:columns.productCount",
      value: (item) => item.productCount,
      format: "number",
    },
    { header: "catalogue:columns.createdAt", value: (item) => item.createdAt, format: "datetime" },
  ],
});

export const findCategory = categoryList.find;
