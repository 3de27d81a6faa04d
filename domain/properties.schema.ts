import { z } from "zod";
import { completenessFlags } from "./completeness.schema.ts";
import { requiredText, timestamps, versioned } from "./fields.schema.ts";

/** A product property: a name and a value, each in English and Italian (e.g. Material: Leather / Pelle). */
export const propertyInput = z.object({
  nameEn: requiredText("propertyNameRequired", 120),
  nameIt: requiredText("propertyNameRequired", 120),
  valueEn: requiredText("propertyValueEnRequired", 200),
  valueIt: requiredText("propertyValueItRequired", 200),
});
export type PropertyInput = z.input<typeof propertyInput>;

export const property = z.object({
  _id: z.string(),
  nameEn: z.string(),
  nameIt: z.string(),
  valueEn: z.string(),
  valueIt: z.string(),
  /** Products that carry it: a used property cannot be deleted. */
  productCount: z.number().int().nonnegative(),
  ...timestamps,
  ...versioned,
  ...completenessFlags,
});
export type Property = z.infer<typeof property>;
