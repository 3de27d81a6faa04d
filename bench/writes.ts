// Writes on PostgreSQL under 50 concurrent clients, 10 s per phase: (a) intake, customer apps
// placing orders and order requests, at 50 clients and at 5 (whether throughput grows with
// clients) in rounds taken by turns; (b) staff moves, each a read of an order request, then taking it in charge with the
// version read, every record once; (c) both at once, 25 intake + 25 staff clients; beside
// (d) plain INSERTs of order-like rows from 50 pg clients in the same run, the reference.
// The server has a database of its own (dropped at the end). Database sessions' wait events are
// sampled during (b). Targets (issue 45): intake ≥ 0.04× and moves ≥ 0.025× the plain inserts,
// mixed p99 ≤ 300 ms, intake at 50 clients ≥ 1.5× at 5, no answer ≥ 500, no `busy`; a miss, or a
// run that is not what it claims to be (an answer in 4xx, a request unanswered), exits non-zero.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { API_BASE_PATH, APP_KEY_HEADER, DEFAULT_APP_KEY } from "../domain/api.ts";
import { freePort } from "../tests/server/spawnNode.ts";
import { spawnBenchServer } from "./benchServer.ts";
import { settled } from "./listsLoad.ts";
import { ownDatabase } from "./ownDatabase.ts";
import { sampleWaitEvents } from "./waitEvents.ts";
import { fillWrites, MOVABLE, PLAIN_TABLE } from "./writesData.ts";
import { drive, insertPlainly, joinRuns, loopbackOnly, type RunFigures } from "./writesLoad.ts";
import { judge, phaseFigures, printPhase, printWaitEvents } from "./writesReport.ts";
import { intakeSteps, movablePool, moveSteps } from "./writesSteps.ts";

const SECONDS = 10;
const CLIENTS = 50;
const FEW_CLIENTS = 5;
/** The intake phases' seconds are split in this many rounds (intakeAtTwoLoads). */
const INTAKE_ROUNDS = 4;
/** Seconds of load before the first measured phase (runPhases). */
const WARM_SECONDS = 3;
/** The server's sessions say who they are: the wait sampling sees no one else's. */
const APPLICATION_NAME = "lux-bench-writes";

const startServer = async (databaseUrl: string) => {
  const dataDir = mkdtempSync(join(tmpdir(), "lux-bench-writes-"));
  const port = await freePort();
  const server = spawnBenchServer({
    port,
    dataDir,
    databaseUrl,
    env: { TRUST_PROXY: "loopback" },
  });
  await server.ready();
  const stop = async () => {
    server.child.kill("SIGTERM");
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { origin: `http://127.0.0.1:${port}`, stop };
};

const staffHeaders = async (origin: string) => {
  const response = await fetch(`${origin}${API_BASE_PATH}/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json", [APP_KEY_HEADER]: DEFAULT_APP_KEY },
    body: JSON.stringify({ email: "admin@example.com", password: "Admin#2026" }),
  });
  if (response.status !== 200) throw new Error(`bench writes: sign-in answered ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}`, [APP_KEY_HEADER]: DEFAULT_APP_KEY };
};

const plainInsert = (client: pg.Client, n: number) =>
  client.query(
    `insert into ${PLAIN_TABLE} (customer_name, customer_email, customer_language, product_id,
      quantity, unit_price_cents, total_cents, shipping_address)
     values ($1, $2, $3, gen_random_uuid(), $4, 25000, $5, $6)`,
    [
      `Plain customer ${n}`,
      `plain${n}@bench.example`,
      n % 3 === 0 ? "en" : "it",
      1 + (n % 3),
      25000 * (1 + (n % 3)),
      `Via Roma ${n % 300}, Milano`,
    ],
  );

/**
 * A phase starts on a quiet database too: no autovacuum worker still on the rows the phase before
 * wrote (126,000 plain rows in 10 s wake one up), and a checkpoint taken, so no phase pays for
 * the one before it.
 */
const databaseSettled = async (client: pg.Client) => {
  for (let tries = 0; tries < 300; tries += 1) {
    const { rows } = await client.query<{ busy: number }>(
      `select count(*)::int as busy from pg_stat_activity
       where backend_type = 'autovacuum worker' and datname = current_database()`,
    );
    if (rows[0]?.busy === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await client.query("checkpoint");
};

/**
 * Intake at 50 clients and at 5, in rounds taken by turns (50, 5, 5, 50, …): whatever drifts
 * over the run (tables growing, autovacuum, the checkpoint) weighs on both alike, and the ratio
 * compares the loads, not the moments they ran at.
 */
const intakeAtTwoLoads = async (
  intake: (clients: number, seconds: number) => Promise<RunFigures>,
  quiet: <T>(run: () => Promise<T>) => Promise<T>,
) => {
  const many: RunFigures[] = [];
  const few: RunFigures[] = [];
  for (let round = 0; round < INTAKE_ROUNDS; round += 1) {
    const order = round % 2 === 0 ? [CLIENTS, FEW_CLIENTS] : [FEW_CLIENTS, CLIENTS];
    for (const clients of order) {
      const run = await quiet(() => intake(clients, SECONDS / INTAKE_ROUNDS));
      (clients === CLIENTS ? many : few).push(run);
    }
  }
  return { intakeMany: joinRuns(many), intakeFew: joinRuns(few) };
};

/** Runs the phases in a fixed order, each on a quiet server; returns their figures. */
const runPhases = async (origin: string, databaseUrl: string, client: pg.Client) => {
  const { products, movable } = await fillWrites(client);
  const productIds = products.map((product) => product.id);
  const staff = await staffHeaders(origin);
  const pool = movablePool(movable);
  const lastId = movable.at(-1) ?? "";
  const health = `${origin}${API_BASE_PATH}/health`;
  const intake = (clients: number, seconds = SECONDS) =>
    drive(origin, clients, seconds, intakeSteps(productIds));
  const moves = (clients: number, seconds = SECONDS) =>
    drive(origin, clients, seconds, moveSteps(pool, lastId, staff));
  const quiet = async <T>(run: () => Promise<T>) => {
    await databaseSettled(client);
    await settled(health);
    return run();
  };

  const plain = await quiet(() => insertPlainly(databaseUrl, CLIENTS, SECONDS, plainInsert));
  await client.query(`vacuum analyze ${PLAIN_TABLE}`);
  // Right before the measured phases, at their load: the pool's connections open (it closes
  // those idle for 10 s, as long as the plain phase takes), their statements prepared, the
  // server's code optimised. Warmed at 5 clients and before the plain phase, the first round
  // at 50 ran at about half the speed of the later ones, and weighed on the ratio.
  await Promise.all([intake(CLIENTS, WARM_SECONDS), moves(FEW_CLIENTS, 1)]);
  const { intakeMany, intakeFew } = await intakeAtTwoLoads(intake, quiet);
  const sampling = await quiet(() => sampleWaitEvents(databaseUrl, APPLICATION_NAME));
  const movesMany = await moves(CLIENTS);
  const waits = await sampling.stop();
  const mixed = await quiet(() =>
    Promise.all([intake(CLIENTS / 2), moves(CLIENTS / 2)]).then(
      ([intakeHalf, movesHalf]): RunFigures => ({
        steps: [...intakeHalf.steps, ...movesHalf.steps],
        unanswered: intakeHalf.unanswered + movesHalf.unanswered,
      }),
    ),
  );
  return { plain, intakeMany, intakeFew, movesMany, mixed, waits, poolRanOut: pool.ranOut };
};

/** Prints every phase and the wait events, then the targets; true when every one is met. */
const printFigures = (figures: Awaited<ReturnType<typeof runPhases>>) => {
  const phases = {
    plain: phaseFigures(figures.plain),
    intake: phaseFigures(figures.intakeMany),
    intakeFew: phaseFigures(figures.intakeFew),
    moves: phaseFigures(figures.movesMany),
    mixed: phaseFigures(figures.mixed),
  };
  printPhase(`(d) plain INSERT, ${CLIENTS} pg clients`, figures.plain, phases.plain);
  printPhase(`(a) intake, ${CLIENTS} clients`, figures.intakeMany, phases.intake);
  printPhase(`(a) intake, ${FEW_CLIENTS} clients`, figures.intakeFew, phases.intakeFew);
  printPhase(`(b) moves, ${CLIENTS} clients`, figures.movesMany, phases.moves);
  printPhase(
    `(c) mixed, ${CLIENTS / 2} intake + ${CLIENTS / 2} staff`,
    figures.mixed,
    phases.mixed,
  );
  printWaitEvents(figures.waits);
  return judge(phases, figures.poolRanOut);
};

export const report = async () => {
  const serverUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  loopbackOnly(serverUrl);
  const database = await ownDatabase("writes");
  const serverDatabaseUrl = `${database.url}?application_name=${APPLICATION_NAME}`;
  const client = new pg.Client({ connectionString: database.url });
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let cleaning: Promise<void> | undefined;
  const cleanUp = () => {
    cleaning ??= (async () => {
      await server?.stop();
      await client.end().catch(() => undefined);
      await database.drop();
    })();
    return cleaning;
  };
  // Stopped half-way (Ctrl+C), the run still stops its server and drops its database.
  const interrupted = () => void cleanUp().finally(() => process.exit(130));
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);
  try {
    server = await startServer(serverDatabaseUrl);
    await client.connect();
    console.info(
      `writes: ${CLIENTS} clients, ${SECONDS} s per phase, ${MOVABLE.toLocaleString("en")} order requests to move, database ${database.name}`,
    );
    if (!printFigures(await runPhases(server.origin, database.url, client))) process.exitCode = 1;
  } finally {
    process.off("SIGINT", interrupted);
    process.off("SIGTERM", interrupted);
    await cleanUp();
  }
};
