import { bigint, pgTable, text } from "drizzle-orm/pg-core";

/**
 * A number per list table that changes with every committed write to it or to what its items
 * show (migration 0012's triggers draw it from a sequence, so a rolled-back write's number is
 * never seen again). A page read at one version holds until the next, which is how long
 * server/lists/versionedResults.ts keeps it.
 */
export const listVersions = pgTable("list_versions", {
  /** The table's name, e.g. "orders". */
  name: text("name").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});
