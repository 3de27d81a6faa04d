/**
 * PostgreSQL going away, restarting or hanging under a small load (issue 45): the server's own
 * process (server/main.ts, as `npm start` runs it, so nothing of the test runner's can catch an
 * error for it) reaches PostgreSQL through a TCP proxy the test cuts, slows, or whose sessions it
 * terminates. Calls answer 503 `databaseUnavailable` within the API's 5 s, liveness stays 200,
 * readiness names the database, and once it is back the first write succeeds within 2 s with
 * nothing restarted, nothing acknowledged lost and nothing half written.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEMO,
  TEST_DATABASE,
  TEST_DATABASE_URL,
  testDatabaseEnv,
  testServerEnv,
} from "../harness.ts";
import { connect } from "../socketClient.ts";
import { freePort, type Spawned, spawnNode } from "../spawnNode.ts";
import { startTcpProxy, type TcpProxy } from "../tcpProxy.ts";
import {
  type Answer,
  type ApiClient,
  apiClient,
  type Load,
  startLoad,
  until,
  writes,
} from "./calls.ts";

const message = (language: string) =>
  (
    JSON.parse(
      readFileSync(new URL(`../../../locales/${language}/errors.json`, import.meta.url), "utf8"),
    ) as Record<string, string>
  ).databaseUnavailable;

/** The API's budget for any answer (docs/formats.md), and the for the first write back. */
const ANSWER_MS = 5_000;
const RECOVERY_MS = 2_000;

const expectUnavailable = (answer: Answer, language = "en") => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(503);
  expect(answer.ms).toBeLessThan(ANSWER_MS);
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  expect(answer.body).toEqual({ code: "databaseUnavailable", message: message(language) });
};

// PGlite runs inside the server's process: there is no connection to cut, restart or slow.
describe.skipIf(TEST_DATABASE !== "postgres")("PostgreSQL outages (PostgreSQL only)", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "lux-pg-outage-"));
  /** Names this server's sessions in pg_stat_activity: the only ones the test terminates. */
  const applicationName = `lux-outage-${randomBytes(4).toString("hex")}`;
  let database: Awaited<ReturnType<typeof testDatabaseEnv>>;
  let proxy: TcpProxy;
  let server: Spawned;
  let url: string;
  let client: ApiClient;
  let direct: pg.Client;
  let staffToken: string;
  let made: ReturnType<typeof writes>;
  /** Every write any test sent, with its answer: those answered 2xx must all be stored. */
  const sent: Load["calls"] = [];

  beforeAll(async () => {
    database = await testDatabaseEnv(join(dataDir, "data"));
    const target = new URL(TEST_DATABASE_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const proxied = new URL(TEST_DATABASE_URL);
    proxied.hostname = "127.0.0.1";
    proxied.port = String(proxy.port);
    proxied.searchParams.set("application_name", applicationName);
    const port = await freePort();
    server = spawnNode("server/main.ts", [], {
      ...testServerEnv(dataDir),
      ...database.env,
      DATABASE_URL: proxied.toString(),
      PORT: String(port),
      LOG_LEVEL: "info",
    });
    await server.ready();
    url = `http://127.0.0.1:${port}`;
    client = apiClient(url);
    direct = new pg.Client({
      connectionString: TEST_DATABASE_URL,
      options: `-c search_path=${database.env.DATABASE_SCHEMA}`,
    });
    direct.on("error", () => undefined);
    await direct.connect();
    const login = await client.call("/user/login", { method: "POST", body: DEMO.admin });
    staffToken = (login.body as { token: string }).token;
    const products = await client.call("/intake/products?limit=1");
    const [product] = products.body.data as { _id: string }[];
    // The load orders this product throughout: it must not sell out (a 409 outOfStock is the
    // stock's answer, not the outage's).
    await direct.query("update products set quantity = 1000000 where id = $1", [product?._id]);
    made = writes(client, product?._id ?? "", staffToken);
  }, 120_000);

  afterAll(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    await direct?.end();
    await proxy?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const alive = () => {
    expect(server.child.exitCode, server.output().slice(-2_000)).toBeNull();
    expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
  };
  const ready = () => client.call("/health/ready");
  const databaseState = (answer: Answer) =>
    (answer.body.data as { dependencies: { database?: { state: string } } }).dependencies.database
      ?.state;

  /** Runs the load while `outage` plays, keeps its writes, and checks no call answered a 500. */
  const underLoad = async (outage: (load: Load) => Promise<void>) => {
    const load = startLoad(client, made, staffToken);
    const bothWritten = (from: number) => () =>
      (["order", "coupon"] as const).every((kind) =>
        load.calls.slice(from).some((call) => call.kind === kind && call.answer.status === 201),
      );
    try {
      await until("both kinds of write acknowledged before the outage", bothWritten(0));
      await outage(load);
      await until("both kinds acknowledged again after it", bothWritten(load.calls.length));
    } finally {
      await load.stop();
      sent.push(...load.calls);
    }
    // A connection lent for a transaction that never ended (its BEGIN lost in the outage) would
    // hold its place in the pool, and its session its locks, for good.
    await until("no session of the server is left inside a transaction", async () => {
      const { rows } = await direct.query(
        "select 1 from pg_stat_activity where application_name = $1 and state like 'idle in transaction%'",
        [applicationName],
      );
      return rows.length === 0;
    });
    const statuses = new Set(load.calls.map(({ answer }) => answer.status));
    expect([...statuses].filter((status) => ![200, 201, 503].includes(status))).toEqual([]);
    const refused = load.calls.filter(({ answer }) => answer.status === 503);
    for (const { answer } of refused) expectUnavailable(answer);
    const slowest = Math.max(0, ...refused.map(({ answer }) => Math.round(answer.ms)));
    console.info(
      `load: ${load.calls.length} calls, ${refused.length} answered 503, slowest ${slowest} ms`,
    );
    return load;
  };

  /** The first write once the database is back, timed from `backAt`. */
  const firstWriteBack = async (backAt: number) => {
    const answer = await made.order();
    sent.push({ kind: "order", key: answer.key, answer });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const recoveryMs = performance.now() - backAt;
    expect(recoveryMs).toBeLessThan(RECOVERY_MS);
    console.info(`first write after the database came back: ${Math.round(recoveryMs)} ms`);
    const back = await ready();
    expect(back.status).toBe(200);
    expect(databaseState(back)).toBe("up");
  };

  it("answers 503 while PostgreSQL is unreachable, then serves again by itself", async () => {
    const logBefore = server.output().length;
    let restoredAt = 0;
    const load = await underLoad(async (load) => {
      await proxy.cut();
      expectUnavailable(await made.order());
      expectUnavailable(
        await client.call("/orders?limit=5", { token: staffToken, language: "it" }),
        "it",
      );
      expect((await client.call("/health")).status).toBe(200);
      // A socket's sign-in that cannot read the session is no bad token: the client keeps it.
      await expect(connect(url, { token: staffToken })).rejects.toMatchObject({
        message: "databaseUnavailable",
        data: { retryAfterSeconds: expect.any(Number) },
      });
      const notReady = await ready();
      expect(notReady.status).toBe(503);
      expect(notReady.body.message).toBe("not ready");
      expect(databaseState(notReady)).toBe("down");
      // The log says it once per outage, not once per call.
      const during = server.output().slice(logBefore);
      expect(during.match(/database is unavailable: degraded/g)).toHaveLength(1);
      // The outage lasts until the load's own calls have met it, however fast it answers.
      await until("a call of the load answered 503", () =>
        load.calls.some(({ answer }) => answer.status === 503),
      );
      await proxy.restore();
      restoredAt = performance.now();
      await firstWriteBack(restoredAt);
    });
    expect(load.calls.some(({ answer }) => answer.status === 503)).toBe(true);
    expect(server.output().slice(logBefore)).toMatch(/database is back/);
    (await connect(url, { token: staffToken })).close();
    alive();
  });

  it("survives its sessions being terminated, idle and in use, as a restart does", async () => {
    // A coupon the test holds, so that one order's transaction is in use when the sessions go.
    const held = await made.coupon();
    sent.push({ kind: "coupon", key: held.key, answer: held });
    expect(held.status).toBe(201);
    await underLoad(async () => {
      await direct.query("begin");
      await direct.query("select 1 from coupons where name = $1 for update", [held.key]);
      const blocked = made.order(held.key);
      const sessions = async () =>
        (
          await direct.query<{ pid: number; state: string; waiting: boolean }>(
            `select pid, state, wait_event_type = 'Lock' as waiting from pg_stat_activity
              where application_name = $1`,
            [applicationName],
          )
        ).rows;
      await until("an order waiting on the held coupon beside an idle session", async () => {
        const now = await sessions();
        return now.some(({ waiting }) => waiting) && now.some(({ state }) => state === "idle");
      });
      const { rows: terminated } = await direct.query<{ pid: number }>(
        `select pid, pg_terminate_backend(pid) from pg_stat_activity where application_name = $1`,
        [applicationName],
      );
      const terminatedAt = performance.now();
      await direct.query("rollback");
      expectUnavailable(await blocked);
      expect((await client.call("/health")).status).toBe(200);
      const gone = new Set(terminated.map(({ pid }) => pid));
      await until("the terminated sessions are gone", async () =>
        (await sessions()).every(({ pid }) => !gone.has(pid)),
      );
      await firstWriteBack(terminatedAt);
    });
    alive();
  });

  it("answers 503 within 5 s while PostgreSQL hangs, then serves again", async () => {
    await underLoad(async () => {
      proxy.delay(4_000);
      const hung = await Promise.all([
        made.order(),
        client.call("/orders?limit=5", { token: staffToken }),
      ]);
      for (const answer of hung) expectUnavailable(answer);
      console.info(`503 while hung after ${hung.map(({ ms }) => Math.round(ms)).join(", ")} ms`);
      const notReady = await ready();
      expect(notReady.status).toBe(503);
      expect(notReady.ms).toBeLessThan(2_000);
      expect(databaseState(notReady)).toBe("down");
      proxy.delay(0);
      await firstWriteBack(performance.now());
    });
    alive();
  });

  it("stored every write it acknowledged, each one whole", async () => {
    const acknowledged = (kind: "order" | "coupon") =>
      sent.filter((call) => call.kind === kind && call.answer.status === 201).map(({ key }) => key);
    expect(acknowledged("order").length).toBeGreaterThan(3);
    expect(acknowledged("coupon").length).toBeGreaterThan(3);

    const orders = await direct.query<{ email: string }>(
      "select customer_email as email from orders where customer_email like $1",
      [`outage-${made.tag}-%`],
    );
    const storedOrders = new Set(orders.rows.map(({ email }) => email));
    expect(acknowledged("order").filter((key) => !storedOrders.has(key ?? ""))).toEqual([]);

    // A coupon and its audit entry are written in one transaction: never one without the other.
    const coupons = await direct.query<{ name: string; audited: boolean }>(
      `select c.name, exists (
         select 1 from audit_entries a
          where a.resource = 'coupon' and a.action = 'create' and a.record_id = c.id::text
       ) as audited
         from coupons c where c.name like $1`,
      [`OUT${made.tag.toUpperCase()}%`],
    );
    const storedCoupons = new Set(coupons.rows.map(({ name }) => name));
    expect(acknowledged("coupon").filter((key) => !storedCoupons.has(key ?? ""))).toEqual([]);
    expect(coupons.rows.filter(({ audited }) => !audited)).toEqual([]);
    const orphans = await direct.query(
      `select a.record_id from audit_entries a
        where a.resource = 'coupon' and a.action = 'create'
          and a.after ->> 'name' like $1
          and not exists (select 1 from coupons c where c.id::text = a.record_id)`,
      [`OUT${made.tag.toUpperCase()}%`],
    );
    expect(orphans.rows).toEqual([]);
    alive();
  });
});
