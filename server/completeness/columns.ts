import { type SQL, sql } from "drizzle-orm";
import { boolean, index, type PgColumn } from "drizzle-orm/pg-core";
import {
  BILINGUAL_PAIRS,
  type CompletenessResource,
  type MissingLanguage,
} from "../../domain/completeness.ts";

const snake = (stem: string) => stem.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * domain/completeness.ts missingHalf in SQL, over the pairs of `resource`. Texts arrive trimmed
 * (the input schemas trim), btrim only guards rows written some other way.
 */
const missingCondition = (resource: CompletenessResource, language: MissingLanguage) =>
  BILINGUAL_PAIRS[resource]
    .map(({ stem, sameInBoth }) => {
      const en = `btrim(${snake(stem)}_en)`;
      const it = `btrim(${snake(stem)}_it)`;
      if (language === "missingEn") return `(${it} <> '' and ${en} = '')`;
      return sameInBoth
        ? `(${en} <> '' and ${it} = '')`
        : `(${en} <> '' and (${it} = '' or ${it} = ${en}))`;
    })
    .join(" or ");

/**
 * The completeness flags of a bilingual table, computed by the database on every write whoever
 * writes (services, seeds, imports): stored generated columns, never out of date.
 */
export const completenessColumns = (resource: CompletenessResource) => ({
  missingIt: boolean("missing_it")
    .notNull()
    .generatedAlwaysAs(sql.raw(missingCondition(resource, "missingIt"))),
  missingEn: boolean("missing_en")
    .notNull()
    .generatedAlwaysAs(sql.raw(missingCondition(resource, "missingEn"))),
});

/** Partial indexes: the few incomplete records are found, and counted, without a table scan. */
export const completenessIndexes = (tableName: string, table: { id: PgColumn }) => [
  index(`${tableName}_missing_it_idx`)
    .on(table.id)
    .where(sql.raw("missing_it") as SQL),
  index(`${tableName}_missing_en_idx`)
    .on(table.id)
    .where(sql.raw("missing_en") as SQL),
];
