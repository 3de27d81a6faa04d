/**
 * The serving pool's guards (server/db/postgresPool.ts), through a TCP proxy the test cuts and
 * slows: what the outage test cannot see from outside the server's process.
 */
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseUnavailability } from "../../../server/db/errors.ts";
import { guardedPool } from "../../../server/db/postgresPool.ts";
import { TEST_DATABASE, TEST_DATABASE_URL } from "../harness.ts";
import { startTcpProxy, type TcpProxy } from "../tcpProxy.ts";

// PGlite runs inside the process: it has no pool and no connection to lose.
describe.skipIf(TEST_DATABASE !== "postgres")("the PostgreSQL pool (PostgreSQL only)", () => {
  let proxy: TcpProxy;
  let pool: pg.Pool;
  const seen = { lost: 0, opened: 0 };
  beforeAll(async () => {
    const target = new URL(TEST_DATABASE_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const proxied = new URL(TEST_DATABASE_URL);
    proxied.hostname = "127.0.0.1";
    proxied.port = String(proxy.port);
    const connectivity = {
      lost: () => {
        seen.lost += 1;
      },
      opened: () => {
        seen.opened += 1;
      },
    };
    pool = guardedPool(pg, { url: proxied.toString(), bounded: true }, () => connectivity);
  });
  afterAll(async () => {
    await pool?.end();
    await proxy?.close();
  });
  const db = () => drizzle({ client: pool });
  /** Every connection the pool holds is idle: none lent out and never given back. */
  const noneLeft = () => expect(pool.totalCount).toBe(pool.idleCount);

  it("gives up a transaction whose connection dies between statements, and lends it no more", async () => {
    const cutMidway = db().transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await proxy.cut();
      await tx.execute(sql`select 1`);
    });
    const error = await cutMidway.catch((caught: unknown) => caught);
    expect(databaseUnavailability(error)).toBeDefined();
    expect(seen.lost).toBeGreaterThan(0);
    await proxy.restore();
    const opened = seen.opened;
    await db().execute(sql`select 1`);
    expect(seen.opened).toBe(opened + 1);
    noneLeft();
  });

  it("gives back the connections of transactions whose BEGIN got no answer", async () => {
    await db().execute(sql`select 1`);
    proxy.delay(4_000);
    const started = performance.now();
    const hung = await Promise.allSettled(
      [1, 2, 3].map(() => db().transaction((tx) => tx.execute(sql`select 1`))),
    );
    expect(performance.now() - started).toBeLessThan(5_000);
    for (const outcome of hung) {
      expect(outcome.status).toBe("rejected");
      if (outcome.status === "rejected")
        expect(databaseUnavailability(outcome.reason)).toBeDefined();
    }
    proxy.delay(0);
    await db().transaction((tx) => tx.execute(sql`select 1`));
    noneLeft();
  });
});
