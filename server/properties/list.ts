import { count, sql } from "drizzle-orm";
import type { Property } from "../../domain/properties.schema.ts";
import { completenessFilter } from "../completeness/filter.ts";
import type { Database } from "../db/client.ts";
import { defineList, idIn } from "../lists/index.ts";
import { productProperties } from "../products/schema.ts";
import { type PropertyRow, properties } from "./schema.ts";

export const productCount = sql<number>`(select count(*) from ${productProperties} where ${productProperties.propertyId} = ${properties.id})`;

const usage = async (db: Database, ids: string[]) => {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: productProperties.propertyId, products: count() })
    .from(productProperties)
    .where(idIn(productProperties.propertyId, ids))
    .groupBy(productProperties.propertyId);
  return new Map(rows.map((row) => [row.id, row.products]));
};

export const toProperties = async (rows: PropertyRow[], db: Database): Promise<Property[]> => {
  const used = await usage(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ id, createdAt, updatedAt, ...fields }) => ({
    _id: id,
    ...fields,
    productCount: used.get(id) ?? 0,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  }));
};

export const propertyList = defineList({
  name: "properties",
  table: properties,
  sortable: {
    nameEn: properties.nameEn,
    nameIt: properties.nameIt,
    valueEn: properties.valueEn,
    valueIt: properties.valueIt,
    productCount,
    createdAt: properties.createdAt,
    updatedAt: properties.updatedAt,
  },
  defaultSort: "nameEn",
  searchable: [properties.nameEn, properties.nameIt, properties.valueEn, properties.valueIt],
  filters: { completeness: completenessFilter(properties) },
  toItems: (rows, context) => toProperties(rows, context.db),
  columns: [
    { header: "catalogue:columns.nameEn", value: (item) => item.nameEn, width: 24 },
    { header: "catalogue:columns.nameIt", value: (item) => item.nameIt, width: 24 },
    { header: "catalogue:columns.valueEn", value: (item) => item.valueEn, width: 24 },
    { header: "catalogue:columns.valueIt", value: (item) => item.valueIt, width: 24 },
    {
      header: "catalogue:columns.productCount",
      value: (item) => item.productCount,
      format: "number",
    },
    { header: "catalogue:columns.createdAt", value: (item) => item.createdAt, format: "datetime" },
  ],
});

export const findProperty = propertyList.find;
