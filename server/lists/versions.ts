import { and, eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.ts";
import { HttpProblem } from "../plugins/errors.ts";

/** A table whose records carry `version` (server/db/columns.ts). */
export type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

/** The record an update is based on: its id and the version it was read at. */
export interface EditedRecord {
  id: string;
  version: number;
}

export const staleVersion = () => new HttpProblem(409, "errors:staleVersion");

/**
 * Takes the record's next version if it is still at the one the write was based on
 * (docs/api.md#concurrent-edits), else refuses with 409 `staleVersion`. One conditional UPDATE, so
 * of two writes based on the same version exactly one wins, whatever the interleaving. Run it
 * first in the write's transaction: a refusal then rolls everything back. `set` is the write's
 * own change of the record's columns, made by the same UPDATE (a status move is one statement).
 * Answers the record's row as the claim left it.
 */
export const claimVersion = async <Table extends VersionedTable>(
  db: Database,
  table: Table,
  id: string,
  readVersion: number,
  set: Record<string, unknown> = {},
): Promise<Table["$inferSelect"]> => {
  const claimed = (await db
    .update(table as VersionedTable)
    .set({ ...set, version: sql`${table.version} + 1` } as never)
    .where(and(eq(table.id, id), eq(table.version, readVersion)))
    .returning()) as Table["$inferSelect"][];
  const [row] = claimed;
  if (!row) throw staleVersion();
  return row;
};
