import { eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { productInput } from "../../domain/products.schema.ts";
import { checkCategoryPair } from "../categories/service.ts";
import type { Database } from "../db/client.ts";
import {
  type EditedRecord,
  invalidFields,
  type RequestContext,
  requireStoredFiles,
} from "../lists/index.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { properties } from "../properties/schema.ts";
import { ownerFor } from "../sellers/service.ts";
import { adjust, openingStock } from "../stock/service.ts";
import { recordEdits } from "../writes/recordEdits.ts";
import { findProduct, productList } from "./list.ts";
import { productProperties, products } from "./schema.ts";

/** A body as the route validated it (defaults applied). */
export type ProductValues = z.output<typeof productInput>;

/** Every rule the schema cannot check alone: categories, properties, files, owner. */
const checked = async (
  input: ProductValues,
  context: RequestContext,
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
  const { propertyIds: _ignored, sellerId, stockReason: _reason, ...fields } = input;
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

const edits = recordEdits({
  resource: "product",
  table: products,
  list: productList,
  sellerOf: (record) => record.sellerId,
  inUse: () => new HttpProblem(409, "errors:productInUse"),
});

/** A new product's `quantity` is its opening stock, the first line of its ledger. */
export const createProduct = async (input: ProductValues, context: RequestContext) => {
  const { fields, propertyIds } = await checked(input, context);
  return edits.create(
    context,
    async () => fields,
    async (scope, id) => {
      await attachProperties(scope.db, id, propertyIds);
      await openingStock(scope.db, [
        { productId: id, quantity: fields.quantity, by: context.user.id },
      ]);
    },
  );
};

/**
 * A seller changes only its own products: another's id answers 404, as if it did not exist. A
 * `quantity` other than on hand is a stock adjustment (server/stock/service.ts), `stockReason`
 * then required.
 */
export const updateProduct = async (
  edited: EditedRecord,
  input: ProductValues,
  context: RequestContext,
) => {
  const current = await findProduct(edited.id, context);
  const { fields, propertyIds } = await checked(input, context, current.sellerId);
  const { quantity: onHand, ...described } = fields;
  return edits.update(
    edited,
    context,
    async () => described,
    async (scope, id) => {
      await attachProperties(scope.db, id, propertyIds);
      // On hand changes only as an adjustment with its reason, once the version is claimed.
      await adjust(scope, { productId: id, onHand, reason: input.stockReason ?? null }, context);
    },
  );
};

/** Orders and requests keep their product: one that has any is refused (409). */
export const deleteProduct = (id: string, context: RequestContext) => edits.remove(id, context);
