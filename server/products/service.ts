import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Product, productInput } from "../../domain/products.schema.ts";
import { auditTrail } from "../audit/service.ts";
import { categoryNameOf, categoryNames, checkCategoryPair } from "../categories/service.ts";
import type { Database } from "../db/client.ts";
import {
  defineList,
  idIn,
  invalidFields,
  isForeignKeyViolation,
  type ListContext,
  notFound,
  oneOf,
  ownedBySeller,
  range,
  requireStoredFiles,
  timeRange,
} from "../lists/index.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { properties } from "../properties/schema.ts";
import { ownerFor, sellerNameOf, sellerSummaries } from "../sellers/service.ts";
import { type ProductRow, productProperties, products } from "./schema.ts";

/** A body as the route validated it (defaults applied). */
export type ProductValues = z.output<typeof productInput>;

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
const toProducts = async (rows: ProductRow[], db: Database): Promise<Product[]> => {
  const [names, carried, sellers] = await Promise.all([
    categoryNames(
      db,
      rows.flatMap((row) => [row.categoryId, row.subcategoryId]),
    ),
    propertiesOf(
      db,
      rows.map((row) => row.id),
    ),
    sellerSummaries(
      db,
      rows.map((row) => row.sellerId),
    ),
  ]);
  const named = (id: string) => names.get(id) ?? { _id: id, nameEn: "", nameIt: "" };
  return rows.map(({ id, createdAt, updatedAt, ...row }) => {
    const attached = carried.get(id) ?? [];
    return {
      _id: id,
      ...row,
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

const localName = (name: { nameEn: string; nameIt: string }, context: ListContext) =>
  context.language === "it" ? name.nameIt : name.nameEn;

export const productList = defineList({
  name: "products",
  table: products,
  sortable: {
    number: products.number,
    nameEn: products.nameEn,
    nameIt: products.nameIt,
    priceCents: products.priceCents,
    quantity: products.quantity,
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
    createdAt: timeRange(products.createdAt),
  },
  scope: ownedBySeller(products.sellerId),
  toItems: (rows, context) => toProducts(rows, context.db),
  columns: [
    {
      header: "catalogue:columns.number",
      value: (item) => item.number,
      format: "number",
      width: 10,
    },
    { header: "catalogue:columns.nameEn", value: (item) => item.nameEn, width: 30 },
    { header: "catalogue:columns.nameIt", value: (item) => item.nameIt, width: 30 },
    {
      header: "catalogue:columns.category",
      value: (item, context) => localName(item.category, context),
    },
    {
      header: "catalogue:columns.subcategory",
      value: (item, context) => localName(item.subcategory, context),
    },
    {
      header: "catalogue:columns.price",
      value: (item) => item.priceCents,
      format: "money",
      width: 14,
    },
    {
      header: "catalogue:columns.quantity",
      value: (item) => item.quantity,
      format: "number",
      width: 12,
    },
    { header: "catalogue:columns.materials", value: (item) => item.materials, width: 24 },
    { header: "catalogue:columns.colour", value: (item) => item.colour },
    { header: "catalogue:columns.size", value: (item) => item.size, width: 12 },
    {
      header: "catalogue:columns.seller",
      value: (item, context) => item.seller?.fullName ?? context.t("catalogue:platform"),
      width: 24,
    },
    {
      header: "catalogue:columns.createdAt",
      value: (item) => item.createdAt,
      format: "datetime",
      width: 20,
    },
  ],
});

export const findProduct = productList.find;

/** Every rule the schema cannot check alone: categories, properties, files, owner. */
const checked = async (
  input: ProductValues,
  context: ListContext,
  currentOwner?: string | null,
) => {
  await checkCategoryPair(context.db, input.categoryId, input.subcategoryId);
  const propertyIds = [...new Set(input.propertyIds)];
  if (propertyIds.length) {
    const found = await context.db
      .select({ id: properties.id })
      .from(properties)
      .where(inArray(properties.id, propertyIds));
    if (found.length !== propertyIds.length)
      throw invalidFields({ propertyIds: "propertyNotFound" });
  }
  if (input.video && !/\.(mp4|m4v|3gp)$/.test(input.video))
    throw invalidFields({ video: "videoType" });
  if (input.images.some((name) => !/\.(png|jpg)$/.test(name)))
    throw invalidFields({ images: "imageType" });
  await requireStoredFiles(context, { images: input.images, video: [input.video] });
  const { propertyIds: _ignored, sellerId, ...fields } = input;
  return {
    fields: { ...fields, sellerId: await ownerFor(sellerId, context, currentOwner) },
    propertyIds,
  };
};

const attachProperties = async (tx: Database, productId: string, propertyIds: string[]) => {
  await tx.delete(productProperties).where(eq(productProperties.productId, productId));
  if (propertyIds.length) {
    await tx
      .insert(productProperties)
      .values(propertyIds.map((propertyId) => ({ productId, propertyId })));
  }
};

const audit = auditTrail<Product>("product");

export const createProduct = async (input: ProductValues, context: ListContext) => {
  const { fields, propertyIds } = await checked(input, context);
  return context.db.transaction(async (tx) => {
    const [row] = await tx.insert(products).values(fields).returning();
    if (!row) throw new Error("insert returned no product");
    await attachProperties(tx, row.id, propertyIds);
    const [created] = await toProducts([row], tx);
    if (!created) throw new Error("no product answer");
    await audit(tx, context, "create", row.id, undefined, created);
    return created;
  });
};

/** A seller changes only its own products: another's id answers 404, as if it did not exist. */
export const updateProduct = async (id: string, input: ProductValues, context: ListContext) => {
  const current = await findProduct(id, context);
  const { fields, propertyIds } = await checked(input, context, current.sellerId);
  return context.db.transaction(async (tx) => {
    const before = await productList.one(id, { ...context, db: tx });
    if (!before) throw notFound();
    const [row] = await tx.update(products).set(fields).where(eq(products.id, id)).returning();
    if (!row) throw notFound();
    await attachProperties(tx, id, propertyIds);
    const [after] = await toProducts([row], tx);
    if (!after) throw notFound();
    await audit(tx, context, "update", id, before, after);
    return after;
  });
};

/** Orders and requests keep their product: one that has any is refused (409). */
export const deleteProduct = (id: string, context: ListContext) =>
  context.db
    .transaction(async (tx) => {
      const before = await productList.one(id, { ...context, db: tx });
      if (!before) throw notFound();
      await tx.delete(products).where(eq(products.id, id));
      await audit(tx, context, "delete", id, before);
      return before;
    })
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw new HttpProblem(409, "errors:productInUse");
      throw error;
    });
