import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Pool } from "pg";
import type { Database } from "./client.ts";

/**
 * COPY takes no parameters: the statement's values are written into it as literals, escaped by
 * the PostgreSQL driver's own escapeLiteral (quotes doubled, backslashes in an E'' string), which
 * holds whatever `standard_conforming_strings` says.
 */
const inlined = async (statement: SQL) => {
  const { escapeLiteral } = await import("pg");
  const dialect = new (class extends PgDialect {
    override escapeString(text: string) {
      return escapeLiteral(text);
    }
  })();
  return dialect.sqlToQuery(statement.inlineParams()).sql;
};

async function* fromPostgres(pool: Pool, select: string): AsyncGenerator<Buffer> {
  const { to } = await import("pg-copy-streams");
  const client = await pool.connect();
  try {
    // A COPY streams as fast as the client downloads: it may rightly outlast the statement
    // timeout of requests (server/db/postgresPool.ts), lifted for this connection alone.
    await client.query("set statement_timeout = 0");
    for await (const chunk of client.query(to(`copy (${select}) to stdout with (format csv)`))) {
      yield chunk as Buffer;
    }
  } finally {
    // Closed, not pooled again: without its timeout, or mid-protocol when left half-read.
    client.release(true);
  }
}

async function* fromPglite(pglite: PGlite, select: string): AsyncGenerator<Buffer> {
  const { blob } = await pglite.query(`copy (${select}) to '/dev/blob' with (format csv)`);
  if (blob) yield Buffer.from(await blob.arrayBuffer());
}

/**
 * The rows of `select` as CSV written by PostgreSQL itself (`COPY … TO STDOUT`): an export's
 * rows never become JavaScript values. Streamed from PostgreSQL; the embedded database hands
 * its whole answer at once.
 */
export async function* copyCsv(db: Database, select: SQL): AsyncGenerator<Buffer> {
  const client = (db as unknown as { $client: Pool | PGlite }).$client;
  const text = await inlined(sql`${select}`);
  yield* client instanceof PGlite ? fromPglite(client, text) : fromPostgres(client, text);
}
