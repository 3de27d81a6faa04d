import { eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { listVersions } from "./schema.ts";

/** Enough for every filter and page people look at at once; the least recently used goes first. */
const KEPT = 1000;

/**
 * Results of a list's reads (a page's ids, its total, the status tabs' counts) kept per version of
 * its table (list_versions, a new number with every committed write), so repeated reads between
 * two writes cost one version lookup: at 100,000 rows a count, or the walk to a deep offset,
 * costs far more than the page itself. Exact: a result is stored under the version read in the
 * same statement, so it holds for every reader that sees that version.
 */
export const versionedResults = (table: string) => {
  const kept = new Map<string, unknown>();
  const versionNow = sql<number>`(select ${listVersions.version} from ${listVersions} where ${listVersions.name} = ${table})`;
  const keyOf = (version: number, query: { sql: string; params: unknown[] }) =>
    `${version}\n${query.sql}\n${JSON.stringify(query.params)}`;

  return {
    /** The table's version now: read once per request, before any kept result is used. */
    versionOf: async (db: Database) => {
      const [current] = await db
        .select({ version: listVersions.version })
        .from(listVersions)
        .where(eq(listVersions.name, table));
      return current?.version;
    },

    /**
     * The result of `query` at `version` if kept, else `read` it, reading `versionNow` in the
     * same statement (no row, no version: such a result is not kept).
     */
    result: async <T>(
      version: number | undefined,
      query: { sql: string; params: unknown[] },
      read: (versionNow: SQL<number>) => Promise<{ value: T; version: number | undefined }>,
    ): Promise<T> => {
      const key = version === undefined ? undefined : keyOf(version, query);
      if (key !== undefined && kept.has(key)) {
        const value = kept.get(key) as T;
        kept.delete(key);
        kept.set(key, value);
        return value;
      }
      const fresh = await read(versionNow);
      if (fresh.version !== undefined) {
        kept.set(keyOf(fresh.version, query), fresh.value);
        if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
      }
      return fresh.value;
    },
  };
};
