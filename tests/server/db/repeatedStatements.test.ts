/**
 * The serving pool prepares the statements it sends over and over (server/db/repeatedStatements.ts):
 * PostgreSQL then plans each once per connection. Seen from the session itself, in
 * pg_prepared_statements.
 */
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardedPool } from "../../../server/db/postgresPool.ts";
import { nameOfRepeated } from "../../../server/db/repeatedStatements.ts";
import { TEST_DATABASE, TEST_DATABASE_URL } from "../harness.ts";

describe("the names of repeated statements", () => {
  it("names a text from its third sending on, always by the same name", () => {
    const text = `select ${Math.random()} where $1::int = 1`;
    expect(nameOfRepeated(text)).toBeUndefined();
    expect(nameOfRepeated(text)).toBeUndefined();
    const name = nameOfRepeated(text);
    expect(name).toMatch(/^lux_\d+$/);
    expect(nameOfRepeated(text)).toBe(name);
    expect(nameOfRepeated(`${text} `)).toBeUndefined();
  });
});

// PGlite runs inside the process: nothing goes over a connection to be prepared.
describe.skipIf(TEST_DATABASE !== "postgres")("prepared statements (PostgreSQL only)", () => {
  let pool: pg.Pool;
  const connectivity = { lost: () => undefined, opened: () => undefined };
  beforeAll(() => {
    pool = guardedPool(pg, { url: TEST_DATABASE_URL, bounded: true, max: 1 }, () => connectivity);
  });
  afterAll(async () => {
    await pool?.end();
  });

  const prepared = async (db: ReturnType<typeof drizzle>) => {
    const { rows } = await db.execute<{ statement: string }>(
      sql`select statement from pg_prepared_statements where ${sql.raw("'x'")} = ${"x"}`,
    );
    return rows.map((row) => row.statement);
  };

  it("prepares a statement sent again and again, once, and answers it as before", async () => {
    const db = drizzle({ client: pool });
    const marker = `repeated ${Date.now()}`;
    const answers: unknown[] = [];
    for (let n = 1; n <= 5; n++) {
      const { rows } = await db.execute<{ n: number }>(
        sql`select ${n}::int as n, ${marker}::text as marker`,
      );
      answers.push(rows[0]?.n);
    }
    expect(answers).toEqual([1, 2, 3, 4, 5]);
    const statements = await prepared(db);
    expect(statements.filter((statement) => statement.includes("as marker"))).toHaveLength(1);
  });

  it("leaves a one-off statement and one without values unprepared", async () => {
    const db = drizzle({ client: pool });
    await db.execute(sql`select ${"once"}::text as once_only`);
    for (let n = 0; n < 4; n++) await db.execute(sql`select 1 as without_values`);
    const statements = await prepared(db);
    expect(statements.some((statement) => statement.includes("once_only"))).toBe(false);
    expect(statements.some((statement) => statement.includes("without_values"))).toBe(false);
  });

  it("keeps a transaction's statements in the transaction", async () => {
    const db = drizzle({ client: pool });
    const seen = await db.transaction(async (tx) => {
      const ids: unknown[] = [];
      for (let n = 0; n < 4; n++) {
        const { rows } = await tx.execute<{ id: string }>(
          sql`select txid_current()::text as id where ${n}::int >= 0`,
        );
        ids.push(rows[0]?.id);
      }
      return ids;
    });
    expect(new Set(seen).size).toBe(1);
  });
});
