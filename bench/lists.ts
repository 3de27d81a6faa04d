// The order and order request lists at 100,000 rows each on PostgreSQL, and the customers list of
// the 100,000 customers who wrote them, 50 concurrent clients (autocannon) per call: every sort
// both ways, every filter and `q`, each on the first page and at offset=90000, beside the bare readiness route (one `select 1`, a round trip to the database) in
// the same run. Target per row: p99 ≤ 100 ms and at least a tenth of the bare route's
// throughput; a miss sets a non-zero exit code.
// Runs only when named (`npm run bench lists`): about 130 rows of a few seconds each.
// BENCH_LISTS_SECONDS (default 3) sets each row's duration, BENCH_LISTS_ONLY a regex over row names.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { API_BASE_PATH, APP_KEY_HEADER, DEFAULT_APP_KEY } from "../domain/api.ts";
import { CUSTOMER_SORTS } from "../domain/customers.schema.ts";
import { orderRequestList } from "../server/orderRequests/list.ts";
import { orderList } from "../server/orders/list.ts";
import { freePort } from "../tests/server/spawnNode.ts";
import { spawnBenchServer } from "./benchServer.ts";
import { fillLists, ROWS } from "./listsData.ts";
import { CLIENTS, type LoadFigures, load, settled } from "./listsLoad.ts";

const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432";
const SECONDS = Number(process.env.BENCH_LISTS_SECONDS ?? 3);
const ONLY = new RegExp(process.env.BENCH_LISTS_ONLY ?? "");
const P99_TARGET_MS = 100;
const THROUGHPUT_SHARE = 0.1;
const DEEP = 90_000;

const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** Each list's filters with values that select a realistic part of the rows. */
const listsUnderTest = (sellerId: string) => [
  {
    path: "/orders",
    definition: orderList.definition,
    filters: {
      status: "status=returnRequest",
      purchaseDate: `purchaseDateMin=${day(120)}&purchaseDateMax=${day(90)}`,
      deliveryDate: `deliveryDateMin=${day(100)}&deliveryDateMax=${day(80)}`,
      sellerId: `sellerId=${sellerId}`,
      paymentState: "paymentState=refunded",
    } as Record<string, string>,
  },
  {
    path: "/order/request",
    definition: orderRequestList.definition,
    filters: {
      status: "status=quotationSent",
      createdAt: `createdAtMin=${day(120)}&createdAtMax=${day(90)}`,
      sellerId: `sellerId=${sellerId}`,
      paymentState: "paymentState=refunded",
    } as Record<string, string>,
  },
];

/** Every query the target covers: each sort both ways, each filter and q; first and deep page. */
const queriesOf = (list: ReturnType<typeof listsUnderTest>[number]) => {
  const missing = Object.keys(list.definition.filters ?? {}).filter((name) => !list.filters[name]);
  if (missing.length) throw new Error(`${list.path}: no bench value for filter ${missing}`);
  const firstPages = [
    ...Object.keys(list.definition.sortable).flatMap((name) => [`sort=${name}`, `sort=-${name}`]),
    ...Object.values(list.filters),
    "q=customer5",
  ];
  return firstPages.flatMap((query) => [
    `${list.path}?${query}`,
    `${list.path}?${query}&offset=${DEEP}`,
  ]);
};

/**
 * The customers list (docs/api.md#customers): the same 100,000 addresses wrote the orders and the
 * order requests, so 100,000 customers of two records each; every sort, `q` on a name, an
 * address and a phone, first and deep page.
 */
const customerQueries = () =>
  [
    ...CUSTOMER_SORTS.flatMap((name) => [`sort=${name}`, `sort=-${name}`]),
    "q=customer5",
    "q=customer77%40example",
    "q=%2B39%203",
  ].flatMap((query) => [`/customers?${query}`, `/customers?${query}&offset=${DEEP}`]);

const ms = (value: number) => value.toFixed(0).padStart(6);
const meets = (figures: LoadFigures, bare: LoadFigures) =>
  figures.p99 <= P99_TARGET_MS &&
  figures.perSecond >= THROUGHPUT_SHARE * bare.perSecond &&
  figures.failed === 0;

const row = (name: string, figures: LoadFigures, bare?: LoadFigures) => {
  const ratio = bare ? figures.perSecond / bare.perSecond : 1;
  console.info(
    `${name.padEnd(62)} p50${ms(figures.p50)} p95${ms(figures.p95)} p99${ms(figures.p99)} ms` +
      `  ${figures.perSecond.toFixed(0).padStart(6)} req/s  ${ratio.toFixed(3)}×` +
      `${figures.failed ? `  ${figures.failed} failed` : ""}` +
      `${bare && !meets(figures, bare) ? "  MISSED" : ""}`,
  );
};

const startServer = async (databaseUrl: string) => {
  const dataDir = mkdtempSync(join(tmpdir(), "lux-bench-lists-"));
  const port = await freePort();
  const server = spawnBenchServer({ port, dataDir, databaseUrl: databaseUrl });
  const base = `http://127.0.0.1:${port}${API_BASE_PATH}`;
  await server.ready();
  const stop = async () => {
    server.child.kill("SIGTERM");
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, stop };
};

const signIn = async (base: string) => {
  const response = await fetch(`${base}/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json", [APP_KEY_HEADER]: DEFAULT_APP_KEY },
    body: JSON.stringify({ email: "admin@example.com", password: "Admin#2026" }),
  });
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}`, [APP_KEY_HEADER]: DEFAULT_APP_KEY };
};

export const report = async () => {
  const database = `bench_lists_${process.pid}`;
  const admin = new pg.Client({ connectionString: `${SERVER_URL}/postgres` });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const databaseUrl = `${SERVER_URL}/${database}`;
  const client = new pg.Client({ connectionString: databaseUrl });
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let cleaning: Promise<void> | undefined;
  const cleanUp = () => {
    cleaning ??= (async () => {
      await server?.stop();
      await client.end().catch(() => undefined);
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    })();
    return cleaning;
  };
  // Stopped half-way (Ctrl+C), the run still stops its server and drops its database.
  const interrupted = () => void cleanUp().finally(() => process.exit(130));
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);
  try {
    server = await startServer(databaseUrl);
    await client.connect();
    const filling = performance.now();
    await fillLists(client);
    console.info(
      `lists: ${ROWS.toLocaleString("en")} orders and ${ROWS.toLocaleString("en")} order requests (${ROWS.toLocaleString("en")} customers) in ${((performance.now() - filling) / 1000).toFixed(1)} s; ${CLIENTS} clients, ${SECONDS} s per row, page of 10`,
    );
    const seller = await client.query<{ seller_id: string }>(
      "select seller_id from orders where seller_id is not null group by 1 order by count(*) desc limit 1",
    );
    const headers = await signIn(server.base);
    const queries = [
      ...listsUnderTest(seller.rows[0]?.seller_id ?? "").flatMap(queriesOf),
      ...customerQueries(),
    ].filter((query) => ONLY.test(query));
    // One request each first: plans cached, connections open, nothing measured cold.
    for (const query of queries) await fetch(`${server.base}${query}`, { headers });

    // The yardstick is a route with one round trip to the database, as /health was before it
    // became a liveness check that asks nothing of it (issue 45).
    const health = `${server.base}/health/ready`;
    const before = await load(health, {}, SECONDS);
    row("GET /health/ready (bare route, before the lists)", before);
    const measured: [string, LoadFigures][] = [];
    for (const query of queries) {
      await settled(health);
      const figures = await load(`${server.base}${query}`, headers, SECONDS);
      row(`GET ${query}`, figures, before);
      measured.push([`GET ${query}`, figures]);
    }
    await settled(health);
    const after = await load(health, {}, SECONDS);
    row("GET /health/ready (bare route, after the lists)", after);
    // The faster of the two bare runs sets the bar: on a shared machine the bar must not drop.
    const bare = before.perSecond >= after.perSecond ? before : after;
    const missed = measured.filter(([, figures]) => !meets(figures, bare));
    for (const [name] of missed) console.info(`MISSED ${name}`);
    const met = missed.length === 0;
    console.info(
      met
        ? `lists: every row met p99 ≤ ${P99_TARGET_MS} ms and ≥ ${THROUGHPUT_SHARE}× the bare route`
        : "lists: some rows MISSED the target",
    );
    if (!met) process.exitCode = 1;
  } finally {
    process.off("SIGINT", interrupted);
    process.off("SIGTERM", interrupted);
    await cleanUp();
  }
};
