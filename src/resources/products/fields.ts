import { PRODUCT_IMAGES_MAX } from "../../../domain/products.schema";
import type { FieldSections, ShownField } from "../../forms";

/**
 * A product's fields as its form shows them: its texts in both languages, what it is and what
 * it costs, its media. Rules and required marks come from `productInput`.
 */
export const productFields = [
  [
    { name: "name", kind: "bilingual" },
    { name: "description", kind: "bilingual", lines: 4 },
  ],
  [
    { name: "categoryId", kind: "reference" },
    { name: "subcategoryId", kind: "reference" },
    { name: "priceCents", kind: "money", width: 8 },
    { name: "quantity", kind: "number", width: 8 },
    { name: "lowStockThreshold", kind: "number", width: 8 },
    // Optional in the schema: the form requires it while on hand changes (docs/stock.md).
    { name: "stockReason", kind: "text", lines: "auto", width: 24, help: "stock.reasonHelp" },
    { name: "sellerId", kind: "reference", width: 8, clearable: true, placeholder: "platform" },
    { name: "materials", kind: "text", width: 8 },
    { name: "colour", kind: "text", width: 8 },
    { name: "size", kind: "text", width: 8 },
    {
      name: "propertyIds",
      label: "properties",
      kind: "reference",
      width: 24,
      multiple: true,
      clearable: true,
    },
  ],
  [
    {
      name: "images",
      kind: "media",
      media: "image",
      width: 24,
      multiple: true,
      max: PRODUCT_IMAGES_MAX,
      help: "imagesHelp",
    },
    { name: "video", kind: "media", media: "video", width: 24 },
  ],
] as const satisfies FieldSections;

const [
  [name, description],
  [, , price, quantity, lowStockThreshold, , seller, materials, colour, size],
] = productFields;

/**
 * What a product's page shows: its form's fields, its category in both languages, what is on
 * hand beside what is held, its dates. The gallery and the video are drawn above and below.
 */
export const productDetails = [
  name,
  description,
  { name: "categoryId", kind: "reference", languages: "both" },
  { name: "subcategoryId", kind: "reference", languages: "both" },
  price,
  { name: "available", kind: "number" },
  { name: "held", kind: "number" },
  quantity,
  lowStockThreshold,
  materials,
  colour,
  size,
  seller,
  { name: "properties", kind: "text", wide: true },
  { name: "createdAt", kind: "instant" },
  { name: "updatedAt", kind: "instant" },
] as const satisfies readonly ShownField[];
