import { Column, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.ts";

/**
 * A select of a table's own columns, each named by its field (`name_en as "nameEn"`), run through
 * `db.execute`: the rows drizzle would give, with each column decoded its own way where it has
 * one (a timestamp, a bigint), nulls kept. Drizzle maps a select row by walking every field's
 * path and checking its kind, about a tenth of a 100,000-row export (issue 13); here the driver's
 * row is the answer, decoded in place.
 */
export const rawRowsOf = (fields: Record<string, PgColumn>) => {
  const entries = Object.entries(fields);
  const selection = Object.fromEntries(
    entries.map(([key, column]) => [key, sql`${column}`.as(key)]),
  );
  const decoded = entries.filter(
    ([, column]) => column.mapFromDriverValue !== Column.prototype.mapFromDriverValue,
  );
  const read = async (db: Database, query: SQL): Promise<Record<string, unknown>[]> => {
    const { rows } = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
    for (const row of rows) {
      for (const [key, column] of decoded) {
        const value = row[key];
        if (value !== null && value !== undefined) row[key] = column.mapFromDriverValue(value);
      }
    }
    return rows;
  };
  return { selection, read };
};
