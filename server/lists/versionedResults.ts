import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { listVersions } from "./schema.ts";

/** Enough for every filter and page people look at at once; the least recently used goes first. */
const KEPT = 1000;

/**
 * A list's answers (pages with their totals, the status tabs' counts) kept per version of its
 * table (list_versions: a new number with every committed write to the table or to what its
 * items show), so repeated reads between two writes cost one version lookup: at 100,000 rows a
 * count, or the walk to a deep offset, costs far more than the page itself. Exact: an answer is
 * read after its version was, so it is at least as new as that version, and once a write
 * commits no reader finds that version any more.
 */
export const versionedResults = (table: string) => {
  const kept = new Map<string, unknown>();

  return {
    /** The table's version now: read before the answer is looked up or read. */
    versionOf: async (db: Database) => {
      const [current] = await db
        .select({ version: listVersions.version })
        .from(listVersions)
        .where(eq(listVersions.name, table));
      return current?.version;
    },

    /** The answer to `query` kept at `version`, else `read` and kept. */
    result: async <T>(
      version: number | undefined,
      query: { sql: string; params: unknown[] },
      read: () => Promise<T>,
    ): Promise<T> => {
      if (version === undefined) return read();
      const key = `${version}\n${query.sql}\n${JSON.stringify(query.params)}`;
      if (kept.has(key)) {
        const value = kept.get(key) as T;
        kept.delete(key);
        kept.set(key, value);
        return value;
      }
      const value = await read();
      kept.set(key, value);
      if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
      return value;
    },
  };
};
