import { pgTable, text, uuid } from "drizzle-orm/pg-core";
import { completenessColumns, completenessIndexes } from "../completeness/columns.ts";
import { timestamps, version } from "../db/columns.ts";

/** Product properties: a name and a value in both languages. */
export const properties = pgTable(
  "properties",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    nameEn: text("name_en").notNull(),
    nameIt: text("name_it").notNull(),
    valueEn: text("value_en").notNull(),
    valueIt: text("value_it").notNull(),
    ...completenessColumns("properties"),
    ...timestamps,
    ...version,
  },
  (table) => completenessIndexes("properties", table),
);

export type PropertyRow = typeof properties.$inferSelect;
