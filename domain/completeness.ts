/**
 * Bilingual completeness (docs/data.md#bilingual-completeness): the catalogue is sold in English
 * and Italian, so every text a customer reads comes as an EN/IT pair. A record misses Italian
 * when a pair has its English but no Italian, or an Italian that is the English unchanged (where
 * the pair is meant to be translated); it misses English when a pair has its Italian but no
 * English. The server stores both flags on
 * every write (server/completeness) and the forms mark the missing half (src/forms).
 */

/** The resources whose records carry completeness flags, as the SPA and the API name them. */
export const COMPLETENESS_RESOURCES = [
  "products",
  "categories",
  "properties",
  "rentModels",
  "events",
] as const;
export type CompletenessResource = (typeof COMPLETENESS_RESOURCES)[number];

/**
 * One EN/IT pair by its stem (`name` is `nameEn` / `nameIt`). `sameInBoth`: the same text in
 * both languages is normal, so only an empty half is missing: proper names (a yacht's or jet's
 * model, a villa) and material words the two languages share (Cashmere, Tweed).
 */
export type BilingualPair = { stem: string; sameInBoth?: boolean };

/** Each resource's pairs. */
export const BILINGUAL_PAIRS: Readonly<Record<CompletenessResource, readonly BilingualPair[]>> = {
  products: [{ stem: "name" }, { stem: "description" }],
  categories: [{ stem: "name" }],
  properties: [{ stem: "name" }, { stem: "value", sameInBoth: true }],
  rentModels: [{ stem: "name", sameInBoth: true }, { stem: "description" }],
  events: [{ stem: "name" }, { stem: "description" }],
};

/** The pair `stem` of `resource`, if that resource's records have completeness flags. */
export const bilingualPair = (resource: string, stem: string): BilingualPair | undefined =>
  (BILINGUAL_PAIRS as Partial<Record<string, readonly BilingualPair[]>>)[resource]?.find(
    (pair) => pair.stem === stem,
  );

/** The list filter's values (`completeness=missingIt`), also the flags' names on every record. */
export const MISSING_LANGUAGES = ["missingIt", "missingEn"] as const;
export type MissingLanguage = (typeof MISSING_LANGUAGES)[number];

/**
 * The half of a pair that is missing, if any; a pair empty on both sides misses neither. An
 * Italian identical to the English is a copy nobody translated, unless the pair is `sameInBoth`.
 */
export const missingHalf = (
  en: string | null | undefined,
  it: string | null | undefined,
  { sameInBoth = false }: Pick<BilingualPair, "sameInBoth"> = {},
): MissingLanguage | undefined => {
  const english = (en ?? "").trim();
  const italian = (it ?? "").trim();
  if (english && (!italian || (italian === english && !sameInBoth))) return "missingIt";
  if (italian && !english) return "missingEn";
  return undefined;
};

export type Completeness = Record<MissingLanguage, boolean>;

/** Both flags of a record of `resource`, from its pairs' texts. */
export const completenessOf = (
  resource: CompletenessResource,
  record: Readonly<Record<string, unknown>>,
): Completeness => {
  const missing = BILINGUAL_PAIRS[resource].map((pair) =>
    missingHalf(
      record[`${pair.stem}En`] as string | undefined,
      record[`${pair.stem}It`] as string | undefined,
      pair,
    ),
  );
  return { missingIt: missing.includes("missingIt"), missingEn: missing.includes("missingEn") };
};
