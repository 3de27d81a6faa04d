/** A record named in both languages (categories, products, properties). */
export type Bilingual<K extends string = "name"> = Record<`${K}En` | `${K}It`, string>;

/**
 * The record's `<field>It` or `<field>En` for the UI language: names and values show in the
 * language of the screen, never both.
 */
export const inLanguage = <K extends string>(
  record: Bilingual<K>,
  field: K,
  language: string,
): string => (language === "it" ? record[`${field}It`] : record[`${field}En`]);
