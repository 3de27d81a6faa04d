import { eq, or } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { missingLanguage } from "../../domain/completeness.schema.ts";
import type { MissingLanguage } from "../../domain/completeness.ts";
import { commaList, custom, type FilterSpec } from "../lists/index.ts";

/**
 * `completeness=missingIt`, `missingEn`, or both (either is missing): the records a translator
 * still has to finish, read through the flags' partial indexes.
 */
export const completenessFilter = (table: Record<MissingLanguage, PgColumn>): FilterSpec =>
  custom(commaList(missingLanguage), (languages) =>
    or(...languages.map((language) => eq(table[language], true))),
  );
