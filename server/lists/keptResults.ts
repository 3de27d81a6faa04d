import { PgTransaction } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.ts";
import { onCommittedWrites } from "../db/committedWrites.ts";

/** Enough for every filter and page people look at at once; the least recently used goes first. */
const KEPT = 1000;

/**
 * What this process knows of a database's committed writes: a count per table, bumped right
 * after each commit (server/db/committedWrites.ts) or when another instance says it wrote
 * (server/lists/changesAcrossInstances.ts), and one for "anything may have changed".
 */
interface Changes {
  perTable: Map<string, number>;
  everything: number;
  /**
   * How old a kept answer may be: without end while every write is heard, a moment while other
   * instances' writes may go unheard (no Redis, or Redis down).
   */
  longestKept: () => number;
}

/** Per database client (a pg Pool, a PGlite); null for one whose writes are not watched. */
const changesPerClient = new WeakMap<object, Changes | null>();

const changesOf = (client: object): Changes | null => {
  let changes = changesPerClient.get(client);
  if (changes === undefined) {
    const followed: Changes = {
      perTable: new Map(),
      everything: 0,
      longestKept: () => Number.POSITIVE_INFINITY,
    };
    changes = onCommittedWrites(client, (tables) => tablesChanged(client, tables))
      ? followed
      : null;
    changesPerClient.set(client, changes);
  }
  return changes;
};

/** The committed writes of these tables make what was kept of them old. */
export const tablesChanged = (client: object, tables: Iterable<string>) => {
  const changes = changesOf(client);
  if (!changes) return;
  for (const table of tables) changes.perTable.set(table, (changes.perTable.get(table) ?? 0) + 1);
};

/** Anything may have changed (writes went unheard): nothing kept until now is used again. */
export const everythingChanged = (client: object) => {
  const changes = changesOf(client);
  if (changes) changes.everything += 1;
};

/** Kept answers are used while younger than `longestKept()` milliseconds (renewed past half of it). */
export const keepAtMost = (client: object, longestKept: () => number) => {
  const changes = changesOf(client);
  if (changes) changes.longestKept = longestKept;
};

/** Every table some kept list reads: the writes other instances must hear of. */
export const keptTables = new Set<string>();

/** The database client behind `db`; none inside a transaction, whose reads may be its own writes. */
const clientOf = (db: Database) =>
  db instanceof PgTransaction ? undefined : (db as { $client?: object }).$client;

/**
 * A list's answers (pages with their totals, the status tabs' counts) kept until a committed
 * write to one of `tables` (the list's own and those its items show), so repeated reads between
 * two writes cost no query: at 100,000 rows a count, or the walk to a deep offset, costs far more
 * than the page itself. Readers arriving together share one read. Exact: a read's answer is kept
 * under the writes heard when it started and dropped if one is told while it runs (told right
 * after each commit, before the writer answers), so nothing read before a commit is ever served
 * after it. No row is locked for this: writes never wait on it.
 */
export const keptResults = (tables: readonly string[]) => {
  for (const table of tables) keptTables.add(table);
  const keptPerClient = new WeakMap<
    object,
    Map<string, { heard: string; startedAt: number; answer: Promise<unknown>; refreshing: boolean }>
  >();
  const keptFor = (client: object) => {
    let kept = keptPerClient.get(client);
    if (!kept) {
      kept = new Map();
      keptPerClient.set(client, kept);
    }
    return kept;
  };

  return {
    /** The answer to `query` kept since the last write to the tables, else `read` and kept. */
    result: <T>(
      db: Database,
      query: { sql: string; params: unknown[] },
      read: () => Promise<T>,
    ): Promise<T> => {
      const client = clientOf(db);
      const changes = client ? changesOf(client) : null;
      if (!client || !changes) return read();
      const heardNow = () =>
        `${changes.everything}:${tables.map((table) => changes.perTable.get(table) ?? 0).join(":")}`;
      const kept = keptFor(client);
      const key = `${query.sql}\n${JSON.stringify(query.params)}`;
      // First: finding all writes heard again may drop everything kept.
      const longest = changes.longestKept();
      const heard = heardNow();
      const found = kept.get(key);
      kept.delete(key);
      const age = found ? performance.now() - found.startedAt : 0;
      if (found?.heard === heard && age < longest) {
        kept.set(key, found);
        // Past half its life, answered while a fresh read replaces it: no reader waits for it.
        if (age >= longest / 2 && !found.refreshing) {
          found.refreshing = true;
          const startedAt = performance.now();
          read().then(
            (value) => {
              if (heardNow() === heard && kept.get(key) === found) {
                kept.set(key, {
                  heard,
                  startedAt,
                  answer: Promise.resolve(value),
                  refreshing: false,
                });
              }
            },
            () => {
              found.refreshing = false;
            },
          );
        }
        return found.answer as Promise<T>;
      }
      const entry = { heard, startedAt: performance.now(), answer: read(), refreshing: false };
      kept.set(key, entry);
      if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
      const forget = () => {
        if (kept.get(key) === entry) kept.delete(key);
      };
      entry.answer.then(() => {
        if (heardNow() !== heard) forget();
      }, forget);
      return entry.answer;
    },
  };
};
