import { eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { listVersions } from "./schema.ts";

/** Enough for every filter combination people use at once; the oldest goes first. */
const KEPT = 500;

/**
 * A list's totals (the page's `total`, the status tabs' counts), counted once per version of its
 * table (list_versions, bumped by every committed write) instead of on every page: at 100,000
 * rows a count costs more than the page itself. Exact: a count is stored under the version read
 * in the same statement, so it holds for every reader that sees that version.
 */
export const versionedTotals = (table: string) => {
  const kept = new Map<string, unknown>();
  const versionNow = sql<number>`(select ${listVersions.version} from ${listVersions} where ${listVersions.name} = ${table})`;

  return async <T>(
    db: Database,
    /** What identifies the count: its statement's SQL and parameters. */
    query: { sql: string; params: unknown[] },
    /** Counts, reading `versionNow` in the same statement. */
    count: (versionNow: SQL<number>) => Promise<{ value: T; version: number | undefined }>,
  ): Promise<T> => {
    const [current] = await db
      .select({ version: listVersions.version })
      .from(listVersions)
      .where(eq(listVersions.name, table));
    const key = `${current?.version}\n${query.sql}\n${JSON.stringify(query.params)}`;
    if (current && kept.has(key)) {
      const value = kept.get(key) as T;
      kept.delete(key);
      kept.set(key, value);
      return value;
    }
    const { value, version } = await count(versionNow);
    if (version !== undefined) {
      kept.set(`${version}\n${query.sql}\n${JSON.stringify(query.params)}`, value);
      if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
    }
    return value;
  };
};
