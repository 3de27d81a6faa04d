import type { SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.ts";

/**
 * A select of a table's own columns, run through `db.execute` and decoded one column at a time:
 * the rows drizzle would give (the fields' keys, each column's own decoding, nulls kept). Drizzle
 * maps a select row by walking every field's path and checking its kind, about a tenth of a
 * 100,000-row export (issue 13). Both drivers answer `execute` with rows keyed by column name.
 */
export const rawRowsOf = (fields: Record<string, PgColumn>) => {
  const columns = Object.entries(fields).map(([key, column]) => ({
    key,
    name: column.name,
    column,
  }));
  return async (db: Database, query: SQL): Promise<Record<string, unknown>[]> => {
    const { rows } = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
    const decoded: Record<string, unknown>[] = new Array(rows.length);
    for (let index = 0; index < rows.length; index++) {
      const raw = rows[index] as Record<string, unknown>;
      const row: Record<string, unknown> = {};
      for (const { key, name, column } of columns) {
        const value = raw[name];
        row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      decoded[index] = row;
    }
    return decoded;
  };
};
