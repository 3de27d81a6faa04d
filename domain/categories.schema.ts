import { z } from "zod";
import { completenessFlags } from "./completeness.schema.ts";
import {
  bilingualName,
  recordId,
  requiredText,
  storedFile,
  timestamps,
  versioned,
} from "./fields.schema.ts";

/** A category or, with a parent, a subcategory (one level deep). Managed by staff. */
export const categoryInput = z.object({
  nameEn: requiredText("categoryNameRequired", 120),
  nameIt: requiredText("categoryNameRequired", 120),
  icon: storedFile("iconRequired"),
  image: storedFile("imageRequired"),
  /** Null for a top-level category; a subcategory's parent must itself be top-level. */
  parentId: recordId("invalid").nullable().default(null),
});
export type CategoryInput = z.input<typeof categoryInput>;

export const category = z.object({
  _id: z.string(),
  nameEn: z.string(),
  nameIt: z.string(),
  icon: z.string(),
  image: z.string(),
  parentId: z.string().nullable(),
  parent: bilingualName.nullable(),
  /** Products filed under it (as category or subcategory): a used category cannot be deleted. */
  productCount: z.number().int().nonnegative(),
  ...timestamps,
  ...versioned,
  ...completenessFlags,
});
export type Category = z.infer<typeof category>;
