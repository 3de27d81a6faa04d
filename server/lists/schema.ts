import { bigint, pgTable, text } from "drizzle-orm/pg-core";

/**
 * A number per list table that changes with every committed write to it (migration 0012's
 * triggers draw it from a sequence, so a rolled-back write's number is never seen again). A list
 * total counted at one version holds until the next: server/lists/versionedResults.ts keeps it until then.
 */
export const listVersions = pgTable("list_versions", {
  /** The table's name, e.g. "orders". */
  name: text("name").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});
