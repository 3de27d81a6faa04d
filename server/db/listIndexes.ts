import type { SQL } from "drizzle-orm";
import { index, type PgColumn } from "drizzle-orm/pg-core";

/**
 * The btree indexes a list's sorts need: each key followed by the id, the tie-breaker of every
 * list order (server/lists/define.ts). Read backwards they serve the descending sort too, and
 * they hold the id, so the walk to a deep offset reads the index alone.
 */
export const listIndexes = (
  tableName: string,
  table: { id: PgColumn },
  keys: [name: string, ...columns: (PgColumn | SQL)[]][],
) =>
  keys.map(([name, ...columns]) =>
    index(`${tableName}_${name}_list_idx`).on(...(columns as [PgColumn]), table.id),
  );
