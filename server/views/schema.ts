import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { ViewResource, ViewVisibility } from "../../domain/views.ts";
import { timestamps, version } from "../db/columns.ts";
import { users } from "../users/schema.ts";

/**
 * A list's saved view (docs/api.md#saved-views): its filters, sort and page size as the list's
 * query string, the columns it hides, and who it is shared with. It goes with its owner's account.
 */
export const savedViews = pgTable(
  "saved_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** domain/views.ts VIEW_RESOURCES: the list it belongs to. */
    resource: text("resource").$type<ViewResource>().notNull(),
    name: text("name").notNull(),
    query: text("query").notNull(),
    hiddenColumns: jsonb("hidden_columns").$type<string[]>().notNull(),
    /** domain/views.ts VIEW_VISIBILITIES. */
    visibility: text("visibility").$type<ViewVisibility>().notNull(),
    ...timestamps,
    ...version,
  },
  (table) => [
    // One name per owner and list, whatever the case: two tabs must not read the same.
    uniqueIndex("saved_views_owner_name_unique").on(
      table.ownerId,
      table.resource,
      sql`lower(${table.name})`,
    ),
    index("saved_views_resource_visibility_idx").on(table.resource, table.visibility),
  ],
);

export type SavedViewRow = typeof savedViews.$inferSelect;
