import { z } from "zod";
import { COMPLETENESS_RESOURCES, MISSING_LANGUAGES } from "./completeness.ts";

/** The flags every record of a bilingual resource carries (domain/completeness.ts). */
export const completenessFlags = {
  /** A pair has English but no Italian, or its Italian is the English unchanged. */
  missingIt: z.boolean(),
  /** A pair has Italian but no English. */
  missingEn: z.boolean(),
};

const missingCounts = z.object({
  missingIt: z.number().int().nonnegative(),
  missingEn: z.number().int().nonnegative(),
});

/**
 * GET /completeness: how many records of each bilingual resource miss each language, counted in
 * the caller's scope (a seller: its own products). Null for a resource the caller cannot open.
 */
export const completenessCounts = z.object(
  Object.fromEntries(
    COMPLETENESS_RESOURCES.map((resource) => [resource, missingCounts.nullable()]),
  ) as Record<(typeof COMPLETENESS_RESOURCES)[number], z.ZodNullable<typeof missingCounts>>,
);
export type CompletenessCounts = z.infer<typeof completenessCounts>;

export const missingLanguage = z.enum(MISSING_LANGUAGES, { error: "invalid" });
