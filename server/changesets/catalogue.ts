import type { z } from "zod";
import type { couponBulkInput, productBulkInput } from "../../domain/changesets.schema.ts";
import type { Coupon } from "../../domain/coupons.schema.ts";
import type { Product } from "../../domain/products.schema.ts";
import { findCoupon } from "../coupons/list.ts";
import { type CouponValues, updateCoupon } from "../coupons/service.ts";
import { invalidFields } from "../lists/rules.ts";
import { staleVersion } from "../lists/versions.ts";
import { findProduct } from "../products/list.ts";
import { deleteProduct, type ProductValues, updateProduct } from "../products/service.ts";
import type { BulkStep, RevertStep } from "./service.ts";

type ProductBulk = z.output<typeof productBulkInput>;

/** A product's form as it stands: a bulk change edits one field of it, as the form would. */
const productValues = (product: Product): ProductValues => ({
  nameEn: product.nameEn,
  nameIt: product.nameIt,
  descriptionEn: product.descriptionEn,
  descriptionIt: product.descriptionIt,
  categoryId: product.categoryId,
  subcategoryId: product.subcategoryId,
  priceCents: product.priceCents,
  quantity: product.quantity,
  stockReason: null,
  lowStockThreshold: product.lowStockThreshold,
  materials: product.materials,
  colour: product.colour,
  size: product.size,
  images: product.images,
  video: product.video,
  propertyIds: product.propertyIds,
  sellerId: product.sellerId,
});

/** The fields each action changes: what the changeset keeps before and after. */
const PRODUCT_FIELDS = {
  category: ["categoryId", "subcategoryId"],
  priceByPercent: ["priceCents"],
  priceByAmount: ["priceCents"],
  adjustStock: ["quantity"],
} as const satisfies Record<ProductBulk["action"], readonly (keyof ProductValues)[]>;

const pick = (product: Product, fields: readonly (keyof Product)[]) =>
  Object.fromEntries(fields.map((field) => [field, product[field]]));

/** The form's bounds (domain/fields.schema.ts): a change must land inside them too. */
const PRICE_MAX_CENTS = 100_000_000_00;
const PIECES_MAX = 1_000_000_000;

/** A price a change leaves: a whole number of cents, at least one, as the form requires. */
const changedPrice = (cents: number) => {
  if (cents < 1) throw invalidFields({ priceCents: "mustBePositive" });
  if (cents > PRICE_MAX_CENTS) throw invalidFields({ priceCents: "tooLarge" });
  return cents;
};

const productChange = (body: ProductBulk, product: Product): Partial<ProductValues> => {
  switch (body.action) {
    case "category":
      return body.value;
    case "priceByPercent":
      return { priceCents: changedPrice(Math.round(product.priceCents * (1 + body.value / 100))) };
    case "priceByAmount":
      return { priceCents: changedPrice(product.priceCents + body.value) };
    case "adjustStock": {
      const quantity = product.quantity + body.value;
      if (quantity < 0) throw invalidFields({ quantity: "notNegative" });
      if (quantity > PIECES_MAX) throw invalidFields({ quantity: "tooLarge" });
      // On hand changes as an adjustment with the reason given (docs/stock.md).
      return { quantity, stockReason: body.reason };
    }
  }
};

/**
 * A product's bulk change goes through `updateProduct`, the form's own update: its checks, the
 * seller's scope (another seller's product is a 404), its version claim, its audit and, for
 * stock, the adjustment with its reason (server/stock/service.ts).
 */
export const productStep =
  (body: ProductBulk): BulkStep =>
  async (unit, id) => {
    const before = await findProduct(id, unit);
    const version = body.versions?.[id] ?? before.version;
    const values = { ...productValues(before), ...productChange(body, before) };
    const after = await updateProduct({ id, version }, values, unit);
    const fields = PRODUCT_FIELDS[body.action];
    return {
      recordId: id,
      versionBefore: before.version,
      versionAfter: after.version,
      before: pick(before, fields),
      after: pick(after, fields),
    };
  };

/**
 * Back to the values before, from the version the changeset left. Stock goes back by the
 * pieces the changeset moved, as an adjustment of its own.
 */
export const productRevert: RevertStep = async (unit, record) => {
  const current = await findProduct(record.recordId, unit);
  // An imported row that created the product (docs/imports.md#apply): reverting removes it,
  // unless it was changed since; one with orders is refused as its deletion would be.
  if (record.versionBefore === 0) {
    if (current.version !== record.versionAfter) throw staleVersion();
    await deleteProduct(record.recordId, unit);
    return;
  }
  const { quantity: _quantity, ...before } = record.before as Partial<ProductValues>;
  const values: ProductValues = { ...productValues(current), ...before };
  if (typeof record.before.quantity === "number" && typeof record.after.quantity === "number") {
    values.quantity = current.quantity + record.before.quantity - record.after.quantity;
    values.stockReason = unit.t("changesets:revertReason", { id: record.changesetId });
  }
  await updateProduct({ id: record.recordId, version: record.versionAfter }, values, unit);
};

type CouponBulk = z.output<typeof couponBulkInput>;

const couponValues = (coupon: Coupon): CouponValues => ({
  name: coupon.name,
  discountCents: coupon.discountCents,
  perPersonUsage: coupon.perPersonUsage,
  totalUsage: coupon.totalUsage,
  expiresOn: coupon.expiresOn,
  sellerId: coupon.sellerId,
});

/** A coupon's new last day, through the form's own update (`updateCoupon`). */
export const couponStep =
  (body: CouponBulk): BulkStep =>
  async (unit, id) => {
    const before = await findCoupon(id, unit);
    const version = body.versions?.[id] ?? before.version;
    const after = await updateCoupon(
      { id, version },
      { ...couponValues(before), expiresOn: body.value },
      unit,
    );
    return {
      recordId: id,
      versionBefore: before.version,
      versionAfter: after.version,
      before: { expiresOn: before.expiresOn },
      after: { expiresOn: after.expiresOn },
    };
  };

export const couponRevert: RevertStep = async (unit, record) => {
  const current = await findCoupon(record.recordId, unit);
  await updateCoupon(
    { id: record.recordId, version: record.versionAfter },
    { ...couponValues(current), ...(record.before as Partial<CouponValues>) },
    unit,
  );
};
