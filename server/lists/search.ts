import { Column, is, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { escapeLike } from "./filters.ts";

/**
 * What `q` looks in: a column of the list's table, an SQL expression (compared as text), or a
 * condition built from the ILIKE pattern, for text held in another table (e.g. product names).
 */
export type ListSearch = PgColumn | SQL | ((pattern: string) => SQL);

/**
 * The list's own columns as one text, joined by a newline: `q` cannot hold one, so no match spans
 * two columns, and one trigram index on this very expression serves the whole search (the
 * migration that adds it writes the same expression; the planner matches them structurally).
 */
export const searchDocument = (columns: readonly PgColumn[]): SQL =>
  sql.join(
    columns.map((column) => {
      const text = column.columnType === "PgText" ? sql`${column}` : sql`${column}::text`;
      return column.notNull ? text : sql`coalesce(${text}, '')`;
    }),
    sql.raw(String.raw` || E'\n' || `),
  );

/** `q` as a condition: ILIKE '%q%' on the document, or on any other searched text. */
export const searchCondition = (searchable: readonly ListSearch[], text: unknown) => {
  if (typeof text !== "string" || !text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  const columns = searchable.filter((item): item is PgColumn => is(item, Column));
  const others = searchable.filter((item) => !is(item, Column));
  return or(
    columns.length ? sql`(${searchDocument(columns)}) ilike ${pattern}` : undefined,
    ...others.map((item) =>
      typeof item === "function" ? item(pattern) : sql`${item}::text ilike ${pattern}`,
    ),
  );
};
