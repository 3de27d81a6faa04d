import { count, eq, sql } from "drizzle-orm";
import type { Property, PropertyInput } from "../../domain/properties.schema.ts";
import { auditTrail } from "../audit/service.ts";
import type { Database } from "../db/client.ts";
import { defineList, idIn, type ListContext } from "../lists/index.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { productProperties } from "../products/schema.ts";
import { type PropertyRow, properties } from "./schema.ts";

const productCount = sql<number>`(select count(*) from ${productProperties} where ${productProperties.propertyId} = ${properties.id})`;

const usage = async (db: Database, ids: string[]) => {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: productProperties.propertyId, products: count() })
    .from(productProperties)
    .where(idIn(productProperties.propertyId, ids))
    .groupBy(productProperties.propertyId);
  return new Map(rows.map((row) => [row.id, row.products]));
};

const toProperties = async (rows: PropertyRow[], db: Database): Promise<Property[]> => {
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

const notFound = () => new HttpProblem(404, "errors:notFound");

export const findProperty = propertyList.find;

const audit = auditTrail<Property>("property");

export const createProperty = (input: PropertyInput, context: ListContext) =>
  context.db.transaction(async (tx) => {
    const [row] = await tx.insert(properties).values(input).returning();
    if (!row) throw new Error("insert returned no property");
    const [created] = await toProperties([row], tx);
    await audit(tx, context, "create", row.id, undefined, created);
    return created as Property;
  });

export const updateProperty = (id: string, input: PropertyInput, context: ListContext) =>
  context.db.transaction(async (tx) => {
    const before = await propertyList.one(id, { ...context, db: tx });
    if (!before) throw notFound();
    const [row] = await tx.update(properties).set(input).where(eq(properties.id, id)).returning();
    if (!row) throw notFound();
    const [after] = await toProperties([row], tx);
    await audit(tx, context, "update", id, before, after);
    return after as Property;
  });

/** A property that products carry is kept (409): deleting it would change those products. */
export const deleteProperty = (id: string, context: ListContext) =>
  context.db.transaction(async (tx) => {
    const before = await propertyList.one(id, { ...context, db: tx });
    if (!before) throw notFound();
    if (before.productCount > 0) {
      throw new HttpProblem(409, "errors:propertyInUse", { count: before.productCount });
    }
    await tx.delete(properties).where(eq(properties.id, id));
    await audit(tx, context, "delete", id, before);
    return before;
  });
