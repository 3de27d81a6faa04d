// Stock under load on PostgreSQL (issue 46, docs/stock.md): 50 customer apps ordering over 20
// products for 10 s, more pieces asked for than there are, so products sell out while the run
// goes on. It prints orders/s, p50/p99 and every status, then checks against the ledger that
// nothing was oversold: for each product the movements add up to on hand, on hand never went
// below zero, and the pieces of its orders are the pieces its opening stock lost. An answer other
// than 201 or 409 `outOfStock`, or a failed check, exits non-zero. The server has a database of
// its own (dropped at the end).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { API_BASE_PATH, APP_KEY_HEADER, DEFAULT_APP_KEY } from "../domain/api.ts";
import { freePort } from "../tests/server/spawnNode.ts";
import { spawnBenchServer } from "./benchServer.ts";
import { ownDatabase } from "./ownDatabase.ts";
import { loopbackOnly } from "./writesLoad.ts";

const SECONDS = 10;
const CLIENTS = 50;
const PRODUCTS = 20;
/** Each product's opening stock: about what 10 s of orders ask for, so they sell out near the end. */
const PIECES = 50;

/** The products, written by PostgreSQL itself, each with its opening movement. */
const fillProducts = async (client: pg.Client) => {
  const { rows } = await client.query<{ id: string }>(`
    with pair as (select parent_id, id from categories where parent_id is not null limit 1),
    made as (
      insert into products (name_en, name_it, description_en, description_it, category_id,
        subcategory_id, price_cents, quantity, images)
      select 'Stock bench bag ' || g, 'Borsa di prova ' || g, 'Generated for the stock benchmark',
        'Generato per il benchmark', pair.parent_id, pair.id, 25000, ${PIECES},
        array['00000000-0000-4000-8000-000000000000.png']
      from generate_series(1, ${PRODUCTS}) g, pair
      returning id, quantity)
    insert into stock_movements (product_id, pieces, on_hand_after, held_after, reason, note, resource, record_id)
    select id, quantity, quantity, 0, 'adjustment', 'opening stock', 'products', id from made
    returning product_id as id`);
  return rows.map((row) => row.id);
};

/** Each call from its own address, as from customers behind the apps' proxy. */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** `CLIENTS` customer apps, each ordering 1 to 3 pieces of the products in turn until time is up. */
const order = async (origin: string, productIds: readonly string[]) => {
  const times: number[] = [];
  const statuses = new Map<string, number>();
  let customers = 0;
  const until = performance.now() + SECONDS * 1000;
  const app = async () => {
    while (performance.now() < until) {
      const n = customers++;
      const started = performance.now();
      const response = await fetch(`${origin}${API_BASE_PATH}/intake/orders`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          [APP_KEY_HEADER]: DEFAULT_APP_KEY,
          "x-forwarded-for": addressOf(n),
        },
        body: JSON.stringify({
          customerName: `Stock customer ${n}`,
          customerEmail: `stock${n}@bench.example`,
          productId: productIds[n % productIds.length],
          quantity: 1 + (n % 3),
          shippingAddress: `Via Roma ${n % 300}, Milano`,
        }),
      });
      const { code } = (await response.json()) as { code?: string };
      times.push(performance.now() - started);
      const status = code ? `${response.status} ${code}` : String(response.status);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, app));
  return { times: times.sort((a, b) => a - b), statuses };
};

/** Per product: ledger sum, on hand, pieces its orders took. Oversold: orders beyond the opening. */
const checkLedger = async (client: pg.Client, productIds: readonly string[]) => {
  const { rows } = await client.query<{
    quantity: number;
    ledger: number;
    sold: number;
    negative: boolean;
  }>(
    `select p.quantity,
       (select coalesce(sum(pieces), 0)::int from stock_movements m where m.product_id = p.id) as ledger,
       (select coalesce(sum(quantity), 0)::int from orders o where o.product_id = p.id) as sold,
       exists (select 1 from stock_movements m where m.product_id = p.id and m.on_hand_after < 0) as negative
     from products p where p.id = any($1)`,
    [productIds],
  );
  return {
    unbalanced: rows.filter((row) => row.ledger !== row.quantity).length,
    negative: rows.filter((row) => row.quantity < 0 || row.negative).length,
    oversold: rows.reduce((sum, row) => sum + Math.max(0, row.sold - PIECES), 0),
    lost: rows.filter((row) => row.sold + row.quantity !== PIECES).length,
    soldOut: rows.filter((row) => row.quantity === 0).length,
    sold: rows.reduce((sum, row) => sum + row.sold, 0),
  };
};

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export const report = async () => {
  const serverUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  loopbackOnly(serverUrl);
  const database = await ownDatabase("stock");
  const client = new pg.Client({ connectionString: database.url });
  const dataDir = mkdtempSync(join(tmpdir(), "lux-bench-stock-"));
  const port = await freePort();
  const server = spawnBenchServer({
    port,
    dataDir,
    databaseUrl: database.url,
    env: { TRUST_PROXY: "loopback" },
  });
  try {
    await server.ready();
    await client.connect();
    const productIds = await fillProducts(client);
    console.info(
      `stock: ${CLIENTS} customer apps, ${SECONDS} s, ${PRODUCTS} products of ${PIECES} pieces, database ${database.name}`,
    );
    const { times, statuses } = await order(`http://127.0.0.1:${port}`, productIds);
    const placed = statuses.get("201") ?? 0;
    const refused = statuses.get("409 outOfStock") ?? 0;
    const checks = await checkLedger(client, productIds);
    console.info(
      `  orders ${(placed / SECONDS).toFixed(1)}/s (${placed} placed, ${refused} refused outOfStock), all answers ${(times.length / SECONDS).toFixed(1)}/s, p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms`,
    );
    console.info(`  statuses ${[...statuses].map(([status, n]) => `${status}: ${n}`).join(", ")}`);
    console.info(
      `  ledger: ${checks.sold} pieces sold of ${PRODUCTS * PIECES}, ${checks.soldOut} products sold out, oversold ${checks.oversold}, unbalanced ${checks.unbalanced}, below zero ${checks.negative}, pieces lost ${checks.lost}`,
    );
    const unexpected = times.length - placed - refused;
    const failed =
      unexpected > 0 ||
      checks.oversold > 0 ||
      checks.unbalanced > 0 ||
      checks.negative > 0 ||
      checks.lost > 0;
    if (failed) {
      console.error(`stock: FAILED (${unexpected} answers other than 201 or 409 outOfStock)`);
      process.exitCode = 1;
    }
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    await client.end().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
};
