import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type {
  ImportCounts,
  ImportMapping,
  ImportRowResult,
  ImportStatus,
} from "../../domain/imports.schema.ts";
import { IMPORT_STATUSES } from "../../domain/imports.schema.ts";
import { users } from "../users/schema.ts";

/**
 * An uploaded spreadsheet (docs/imports.md): its cells as read, the mapping chosen, and where its
 * apply stands, so that progress is read by id from any instance and survives a reload.
 */
export const imports = pgTable(
  "imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    resource: text("resource").notNull(),
    fileName: text("file_name").notNull(),
    status: text("status", { enum: IMPORT_STATUSES }).$type<ImportStatus>().notNull(),
    headers: jsonb("headers").$type<string[]>().notNull(),
    /** The rows under the headers, each cell as text (or a number, as a sheet typed it). */
    cells: jsonb("cells").$type<(string | number | null)[][]>().notNull(),
    mapping: jsonb("mapping").$type<ImportMapping>().notNull(),
    total: integer("total").notNull(),
    done: integer("done").notNull().default(0),
    counts: jsonb("counts").$type<ImportCounts>(),
    /** The rows the apply skipped, with their errors: what the errors file lists. */
    refused: jsonb("refused").$type<ImportRowResult[]>(),
    changesetId: uuid("changeset_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("imports_user_created_idx").on(table.userId, table.createdAt)],
);

export type ImportRow = typeof imports.$inferSelect;
