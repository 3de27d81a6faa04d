import { z } from "zod";
import { completenessFlags } from "./completeness.schema.ts";
import {
  bilingualName,
  CATALOGUE_TEXT_MAX,
  optionalText,
  ownerSummary,
  recordId,
  requiredCents,
  requiredInteger,
  requiredText,
  storedFile,
  timestamps,
  versioned,
} from "./fields.schema.ts";
import { LOW_STOCK_THRESHOLD_DEFAULT } from "./stock.ts";

export const PRODUCT_IMAGES_MAX = 10;

export const productInput = z.object({
  nameEn: requiredText("productNameRequired", CATALOGUE_TEXT_MAX.name),
  nameIt: requiredText("productNameRequired", CATALOGUE_TEXT_MAX.name),
  descriptionEn: requiredText("descriptionRequired", CATALOGUE_TEXT_MAX.description),
  descriptionIt: requiredText("descriptionRequired", CATALOGUE_TEXT_MAX.description),
  categoryId: recordId("categoryRequired"),
  /** Must be a subcategory of categoryId. */
  subcategoryId: recordId("subcategoryRequired"),
  priceCents: requiredCents("priceRequired", { min: 1 }),
  /** Pieces on hand: a new product's opening stock; a change of it is an adjustment (stockReason). */
  quantity: requiredInteger("quantityRequired"),
  /** Why on hand changes (docs/stock.md): required when an update changes `quantity`. */
  stockReason: optionalText(500),
  /** Low stock: available at or below this. */
  lowStockThreshold: requiredInteger("invalid").default(LOW_STOCK_THRESHOLD_DEFAULT),
  materials: optionalText(500),
  colour: optionalText(100),
  size: optionalText(100),
  images: z
    .array(storedFile("imageRequired"), { error: "imageRequired" })
    .min(1, { error: "imageRequired" })
    .max(PRODUCT_IMAGES_MAX, { error: "tooManyImages" }),
  video: storedFile("videoType").nullable().default(null),
  propertyIds: z.array(recordId("invalid")).max(50).default([]),
  /** Staff choose the seller (null: the platform's own); a seller's products are always its own. */
  sellerId: recordId("invalid").nullable().optional(),
});
export type ProductInput = z.input<typeof productInput>;

export const product = z.object({
  _id: z.string(),
  /** Human number shown in lists and found by Cmd-K (P-1001). */
  number: z.number().int(),
  nameEn: z.string(),
  nameIt: z.string(),
  descriptionEn: z.string(),
  descriptionIt: z.string(),
  categoryId: z.string(),
  subcategoryId: z.string(),
  category: bilingualName,
  subcategory: bilingualName,
  priceCents: z.number().int(),
  /** Pieces on hand. */
  quantity: z.number().int(),
  /** Pieces held by live quotes. */
  held: z.number().int(),
  /** On hand − held, never below zero: what an order may take. */
  available: z.number().int(),
  lowStockThreshold: z.number().int(),
  materials: z.string().nullable(),
  colour: z.string().nullable(),
  size: z.string().nullable(),
  images: z.array(z.string()),
  video: z.string().nullable(),
  propertyIds: z.array(z.string()),
  properties: z.array(
    z.object({
      _id: z.string(),
      nameEn: z.string(),
      nameIt: z.string(),
      valueEn: z.string(),
      valueIt: z.string(),
    }),
  ),
  sellerId: z.string().nullable(),
  seller: ownerSummary.nullable(),
  ...timestamps,
  ...versioned,
  ...completenessFlags,
});
export type Product = z.infer<typeof product>;
