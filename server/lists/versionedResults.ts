import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import type { RequestContext } from "./context.ts";
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
  // Per database: one process may serve several (tests start many apps in one worker), and
  // version numbers of different databases say nothing about each other.
  const keptPerDatabase = new WeakMap<object, Map<string, unknown>>();
  const keptFor = (db: Database) => {
    const database = (db as { $client?: object }).$client ?? db;
    let kept = keptPerDatabase.get(database);
    if (!kept) {
      kept = new Map();
      keptPerDatabase.set(database, kept);
    }
    return kept;
  };

  return {
    /**
     * The table's version, read before the answer is looked up or read: the one read with the
     * session when the request is a read, else read now.
     */
    versionOf: async (context: Pick<RequestContext, "db" | "listVersions">) => {
      const known = context.listVersions?.[table];
      if (known !== undefined) return known;
      const [current] = await context.db
        .select({ version: listVersions.version })
        .from(listVersions)
        .where(eq(listVersions.name, table));
      return current?.version;
    },

    /** The answer to `query` kept at `version`, else `read` and kept. */
    result: async <T>(
      db: Database,
      version: number | undefined,
      query: { sql: string; params: unknown[] },
      read: () => Promise<T>,
    ): Promise<T> => {
      if (version === undefined) return read();
      const kept = keptFor(db);
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
