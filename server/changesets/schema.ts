import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ChangesetRecordState } from "../../domain/changesets.ts";
import { users } from "../users/schema.ts";

/**
 * A batch of changes made as one (docs/api.md#changesets): a bulk action on a selection, or an
 * import. Reverted as one, within 24 hours of `at` (the database's clock).
 */
export const changesets = pgTable(
  "changesets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The bulk action's name (domain/changesets.ts), or `import`. */
    kind: text("kind").notNull(),
    /** The Refine resource of its records: products, orderRequests… */
    resource: text("resource").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The imported file's name. */
    fileName: text("file_name"),
    /** done / refused for a bulk action; an import adds its own (created, updated, skipped). */
    counts: jsonb("counts").$type<Record<string, number>>().notNull().default({}),
    revertedAt: timestamp("reverted_at", { withTimezone: true }),
    revertedBy: uuid("reverted_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [index("changesets_user_at_idx").on(table.userId, table.at)],
);

/**
 * One record a changeset wrote, with its version and changed values before and after: what a
 * revert puts back, unless the record's version moved past `versionAfter`.
 */
export const changesetRecords = pgTable(
  "changeset_records",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    changesetId: uuid("changeset_id")
      .notNull()
      .references(() => changesets.id, { onDelete: "cascade" }),
    resource: text("resource").notNull(),
    recordId: uuid("record_id").notNull(),
    versionBefore: integer("version_before").notNull(),
    versionAfter: integer("version_after").notNull(),
    before: jsonb("before").$type<Record<string, unknown>>().notNull(),
    after: jsonb("after").$type<Record<string, unknown>>().notNull(),
    state: text("state").$type<ChangesetRecordState>().notNull().default("done"),
    /** The refusal's code when a revert left the record as it was. */
    code: text("code"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("changeset_records_changeset_idx").on(table.changesetId, table.at)],
);

export type ChangesetRow = typeof changesets.$inferSelect;
export type ChangesetRecordRow = typeof changesetRecords.$inferSelect;
