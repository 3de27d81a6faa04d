import { type AnyPgColumn, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { completenessColumns, completenessIndexes } from "../completeness/columns.ts";
import { timestamps, version } from "../db/columns.ts";

/** Categories and their subcategories (one level deep: a subcategory's parent has no parent). */
export const categories = pgTable(
  "categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    nameEn: text("name_en").notNull(),
    nameIt: text("name_it").notNull(),
    /** Stored file names (see server/storage). */
    icon: text("icon").notNull(),
    image: text("image").notNull(),
    // Restrict: a category with subcategories cannot vanish from under them.
    parentId: uuid("parent_id").references((): AnyPgColumn => categories.id, {
      onDelete: "restrict",
    }),
    ...completenessColumns("categories"),
    ...timestamps,
    ...version,
  },
  (table) => [
    index("categories_parent_id_idx").on(table.parentId),
    ...completenessIndexes("categories", table),
  ],
);

export type CategoryRow = typeof categories.$inferSelect;
