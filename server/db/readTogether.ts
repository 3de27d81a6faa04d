import { is } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Database } from "./client.ts";

type Reads = readonly (() => PromiseLike<unknown>)[];

/**
 * The reads' results, in order: at once on the pool (each on a connection of its own), one after
 * another in a transaction. A transaction has one connection, on which pg 8 queues queries sent
 * together with a deprecation warning, and pg 9 refuses them.
 */
export const readTogether = async <T extends Reads>(
  db: Database,
  reads: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> => {
  if (!is(db, PgTransaction)) {
    return (await Promise.all(reads.map((read) => read()))) as never;
  }
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as never;
};
