/**
 * Tells who listens which tables a committed write changed, for everything a client of the
 * database runs: the one place every write passes, whatever route, worker or raw statement made
 * it (server/lists/keptResults.ts forgets the list answers it kept of those tables). Watched at
 * the driver, so no feature has to remember it: a statement outside a transaction is told once
 * it is done, a transaction's statements once its COMMIT is (a rolled-back one never).
 */
export type CommittedWritesListener = (tables: ReadonlySet<string>) => void;

const listeners = new WeakMap<object, Set<CommittedWritesListener>>();

/**
 * Follows the committed writes of `client` (a pg Pool or a PGlite); false when the client is not
 * watched (opened elsewhere than server/db/client.ts), whose writes nobody would be told of.
 */
export const onCommittedWrites = (client: object, listener: CommittedWritesListener) => {
  const following = listeners.get(client);
  following?.add(listener);
  return following !== undefined;
};

const told = (client: object, tables: ReadonlySet<string>) => {
  if (tables.size === 0) return;
  for (const listener of listeners.get(client) ?? []) listener(tables);
};

/**
 * The tables a statement writes: INSERT INTO, UPDATE, DELETE FROM, TRUNCATE, MERGE INTO, also
 * inside a WITH. It may name words that are no table (`for update skip locked`, `do update
 * set`): a listener only acts on the tables it knows.
 */
const WRITE =
  /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?|merge\s+into)\s+(?:only\s+)?(?:"?\w+"?\.)?"?(\w+)"?/gi;
const MAY_WRITE = /insert|update|delete|truncate|merge/i;

const writtenBy = (text: string, into: Set<string>) => {
  if (!MAY_WRITE.test(text)) return;
  for (const match of text.matchAll(WRITE)) into.add((match[1] as string).toLowerCase());
};

const BEGIN = /^\s*(?:begin|start\s+transaction)\b/i;
const COMMIT = /^\s*(?:commit|end)\b/i;
const ROLLBACK = /^\s*(?:rollback|abort)\b(?!\s+to\b)/i;

/**
 * One connection's statements in order: what its open transaction wrote, told at COMMIT (also
 * when the COMMIT fails: its outcome is then unknown, and telling too much only costs a read).
 */
const connectionWrites = (client: object) => {
  let inTransaction = false;
  let written = new Set<string>();
  return {
    /** Before the statement runs; returns what to do once it is done. */
    starting: (text: string): (() => void) => {
      if (BEGIN.test(text)) {
        inTransaction = true;
        written = new Set();
        return () => {};
      }
      if (COMMIT.test(text) || ROLLBACK.test(text)) {
        const committed = COMMIT.test(text) ? written : new Set<string>();
        inTransaction = false;
        written = new Set();
        return () => told(client, committed);
      }
      if (inTransaction) {
        writtenBy(text, written);
        return () => {};
      }
      const alone = new Set<string>();
      writtenBy(text, alone);
      return () => told(client, alone);
    },
  };
};

type Query = (...args: unknown[]) => unknown;

const textOf = (query: unknown) =>
  typeof query === "string" ? query : ((query as { text?: unknown })?.text ?? "");

/** Wraps a connection's `query`: promise or callback form; a stream (cursor, COPY) passes as is. */
const watchQuery = (connection: { query: Query }, client: object) => {
  const writes = connectionWrites(client);
  const query = connection.query.bind(connection);
  connection.query = (...args: unknown[]) => {
    const [first] = args;
    if (typeof (first as { submit?: unknown })?.submit === "function") return query(...args);
    const text = textOf(first);
    if (typeof text !== "string") return query(...args);
    const done = writes.starting(text);
    const last = args.at(-1);
    if (typeof last === "function") {
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        done();
        (last as (...values: unknown[]) => void)(error, ...rest);
      };
      return query(...args);
    }
    return (query(...args) as Promise<unknown>).finally(done);
  };
};

/** A pg Pool: every connection it opens is watched, pool.query's included. */
export const watchPoolWrites = (pool: {
  on(event: "connect", listener: (connection: { query: Query }) => void): unknown;
}) => {
  listeners.set(pool, new Set());
  pool.on("connect", (connection) => watchQuery(connection, pool));
};

interface PgliteLike {
  query: Query;
  exec: Query;
  transaction: (work: (tx: { query: Query; exec: Query }) => Promise<unknown>) => Promise<unknown>;
}

/** A PGlite: its statements, and its transactions (which PGlite begins and commits itself). */
export const watchPgliteWrites = (client: PgliteLike) => {
  listeners.set(client, new Set());
  for (const method of ["query", "exec"] as const) {
    const run = client[method].bind(client);
    client[method] = async (...args: unknown[]) => {
      const written = new Set<string>();
      writtenBy(textOf(args[0]) as string, written);
      try {
        return await run(...args);
      } finally {
        told(client, written);
      }
    };
  }
  const transaction = client.transaction.bind(client);
  client.transaction = async (work) => {
    const written = new Set<string>();
    try {
      return await transaction((tx) => {
        for (const method of ["query", "exec"] as const) {
          const run = tx[method].bind(tx);
          tx[method] = (...args: unknown[]) => {
            writtenBy(textOf(args[0]) as string, written);
            return run(...args);
          };
        }
        return work(tx);
      });
    } finally {
      // Told even when it failed: rolled back, or unknown at COMMIT; telling too much only costs a read.
      told(client, written);
    }
  };
};
