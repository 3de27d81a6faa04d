import type pg from "pg";
import { withRepeatedName } from "./repeatedStatements.ts";

/**
 * What a call that needs the database may wait, so that it answers within the API's 5 s
 * (docs/formats.md) even when PostgreSQL hangs or is gone: a connection opened (or a pooled one
 * freed) within CONNECT_TIMEOUT_MS, a statement PostgreSQL itself cancels after
 * STATEMENT_TIMEOUT_MS (57014, the connection stays usable), and a statement with no answer at all
 * after NO_ANSWER_TIMEOUT_MS (a hung server or network) closes its connection. A statement
 * waiting on another transaction's lock gives up first, at LOCK_TIMEOUT_MS (55P03, a 503 `busy`:
 * the database is fine, the rows were taken).
 */
const CONNECT_TIMEOUT_MS = 1_500;
const LOCK_TIMEOUT_MS = 2_000;
const STATEMENT_TIMEOUT_MS = 2_500;
const NO_ANSWER_TIMEOUT_MS = 3_000;

/** Told when connections to PostgreSQL fail and when one opens again (the readiness check). */
export interface Connectivity {
  lost(error: Error): void;
  opened(): void;
}

export interface PoolSettings {
  url: string;
  /** PostgreSQL schema (search_path) set on every connection at connect time. */
  searchPath?: string | undefined;
  /**
   * Whether statements are bounded by the timeouts above: serving pools are; the start-up pool,
   * whose migrations and advisory-lock waits may rightly take longer, is not.
   */
  bounded: boolean;
  /** Connections open at most; more callers wait for one (CONNECT_TIMEOUT_MS). */
  max?: number;
}

type Driver = typeof pg;

const isStream = (query: unknown) =>
  typeof (query as { submit?: unknown } | null)?.submit === "function";

/**
 * A client that gives up a statement PostgreSQL does not answer: it closes the connection, so the
 * statement fails at once with "Connection terminated", the server rolls back its transaction,
 * and the connection can never serve another caller half-way through an earlier answer. The
 * statements it sends again and again are prepared once (server/db/repeatedStatements.ts).
 */
const boundedClient = (driver: Driver) =>
  class BoundedClient extends driver.Client {
    readonly #prepared = new Set<string>();

    override query(...given: unknown[]): never {
      const args = withRepeatedName(given, this.#prepared);
      const run = () => (super.query as (...a: unknown[]) => unknown).apply(this, args) as never;
      // A COPY streams as fast as its reader reads: a long download is no hung server.
      if (isStream(args[0])) return run();
      const timer = setTimeout(() => this.connection.stream.destroy(), NO_ANSWER_TIMEOUT_MS);
      const settle = () => clearTimeout(timer);
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === "function") {
        args[last] = (...answer: unknown[]) => {
          settle();
          callback(...answer);
        };
      }
      try {
        const answer: unknown = run();
        if (answer instanceof Promise) answer.then(settle, settle);
        return answer as never;
      } catch (error) {
        settle();
        throw error;
      }
    }
  };

/**
 * A pg Pool that outage cannot take the process down with nor poison:
 * - every connection has an error listener, idle or lent (pg emits a lost connection's error on
 *   the client, and an unheard 'error' event ends the process: issue 45's 57P01 crash);
 * - a lent connection that dies is handed back at once, dropped: a caller that never releases it
 *   (drizzle, when its BEGIN fails) would otherwise keep its place in the pool for good;
 * - a connection handed back inside a transaction (its ROLLBACK never reached the server) is
 *   closed, never lent again: the next caller would work inside the earlier one's transaction.
 * Dead connections leave the pool and new ones open on demand: nothing to restart.
 */
export const guardedPool = (
  driver: Driver,
  settings: PoolSettings,
  connectivity: () => Connectivity,
): pg.Pool => {
  const pool = new driver.Pool({
    connectionString: settings.url,
    // Names the sessions in pg_stat_activity unless the URL does (application_name=…).
    fallback_application_name: "lux-admin",
    ...(settings.max ? { max: settings.max } : {}),
    ...(settings.searchPath ? { options: `-c search_path=${settings.searchPath}` } : {}),
    ...(settings.bounded
      ? {
          connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
          statement_timeout: STATEMENT_TIMEOUT_MS,
          lock_timeout: LOCK_TIMEOUT_MS,
          Client: boundedClient(driver),
        }
      : {}),
  });
  const lent = new Map<pg.PoolClient, (error: Error) => void>();
  const lose = (error: Error) => connectivity().lost(error);

  // An idle connection that died: the pool has already dropped it.
  pool.on("error", lose);
  pool.on("connect", (client) => {
    connectivity().opened();
    client.on("error", (error) => {
      lose(error);
      lent.get(client as pg.PoolClient)?.(error);
    });
  });

  const lend = (client: pg.PoolClient) => {
    const release = client.release;
    let released = false;
    const giveBack = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      lent.delete(client);
      release(error || client.getTransactionStatus() !== "I");
    };
    client.release = giveBack;
    lent.set(client, giveBack);
    return client;
  };

  type Lent = (error: Error | undefined, client?: pg.PoolClient, done?: () => void) => void;
  const connect = pool.connect.bind(pool) as (callback: Lent) => void;
  // pool.query lends through this.connect(callback), drizzle's transactions through connect().
  pool.connect = ((callback?: Lent) => {
    if (callback) {
      connect((error, client) => {
        if (!client || error) return callback(error);
        const guarded = lend(client);
        callback(undefined, guarded, guarded.release);
      });
      return undefined;
    }
    return new Promise<pg.PoolClient>((resolve, reject) =>
      connect((error, client) => (client && !error ? resolve(lend(client)) : reject(error))),
    );
  }) as typeof pool.connect;
  return pool;
};
