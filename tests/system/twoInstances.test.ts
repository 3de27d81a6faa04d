import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_BASE_PATH, APP_KEY_HEADER, DEFAULT_APP_KEY } from "../../domain/api.ts";
import { type Browser, openBrowser } from "../e2e/browser.ts";
import { probePostgres, TEST_DATABASE_URL } from "../server/postgres.ts";
import { REDIS_URL, redisUnavailable } from "../server/redis.ts";
import { type RunningApp, startApp } from "./runningApp.ts";

/**
 * Issue 14: two app processes, started as `npm start` starts them, on one PostgreSQL schema and
 * one Redis (README, "Running against PostgreSQL, and several instances") behave as one.
 */

const postgresUnavailable = await probePostgres();
if (postgresUnavailable && process.env.CI === "true") {
  throw new Error(`${postgresUnavailable}; CI needs it`);
}
const unavailable = postgresUnavailable ?? redisUnavailable;
if (unavailable) console.warn(`Skipping the two-instance system test: ${unavailable}`);

const OPERATOR = { email: "operator@example.com", password: "Operator#2026" };
/** Per run: a shared PostgreSQL and Redis may serve other runs at the same moment. */
const RUN = randomBytes(5).toString("hex");
const SCHEMA = `test_two_${RUN}`;
const REDIS_PREFIX = `lux-test-${RUN}:`;
/** The per-address sign-in budget (server/rateLimits/policies.ts). */
const SIGN_IN_PER_ADDRESS = 30;

/** What expect.poll waits at most for something another process must do. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** A client address as the proxy in front would forward it (TRUST_PROXY=loopback). */
const clientAddress = (n: number) => `198.51.100.${n}`;

const call = (
  app: RunningApp,
  path: string,
  init: { method?: string; body?: object; token?: string; client?: string } = {},
) =>
  fetch(`${app.url}${API_BASE_PATH}${path}`, {
    method: init.method ?? (init.body ? "POST" : "GET"),
    headers: {
      [APP_KEY_HEADER]: DEFAULT_APP_KEY,
      ...(init.body ? { "content-type": "application/json" } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.client ? { "x-forwarded-for": init.client } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });

/** A customer's event request through the public intake, as the marketplace apps send it. */
const askForEvent = (app: RunningApp, eventId: string, client?: string) =>
  call(app, "/intake/event-requests", {
    client,
    body: {
      customerName: "Grace Whitmore",
      customerEmail: `grace.${randomBytes(4).toString("hex")}@example.com`,
      eventId,
      guests: 2,
    },
  });

/** The sidebar badge's number as the shell renders it (NaN until it is drawn). */
const badge = (browser: Browser, counter: string) =>
  browser.page.evaluate(
    (name) =>
      Number(document.querySelector(`[data-counter="${name}"]`)?.getAttribute("data-count")),
    counter,
  );

describe.skipIf(Boolean(unavailable))("two instances on one PostgreSQL and Redis", () => {
  let first: RunningApp;
  let second: RunningApp;
  let browser: Browser | undefined;
  let eventId: string;

  beforeAll(async () => {
    const env = {
      DATABASE_URL: TEST_DATABASE_URL,
      DATABASE_SCHEMA: SCHEMA,
      REDIS_URL,
      REDIS_PREFIX,
      TRUST_PROXY: "loopback",
      JWT_SECRET: `two-instances-${RUN}-secret-long-enough-for-hs256`,
      APP_KEY: DEFAULT_APP_KEY,
    };
    // Together, on an empty schema: one migrates and seeds while the other waits its turn.
    const started = await Promise.allSettled([startApp({ env }), startApp({ env })]);
    const running = started.flatMap((result) =>
      result.status === "fulfilled" ? [result.value] : [],
    );
    const failed = started.find((result) => result.status === "rejected");
    if (failed) {
      await Promise.all(running.map((app) => app.stop()));
      throw failed.reason;
    }
    [first, second] = running as [RunningApp, RunningApp];
    const events = await call(first, "/intake/events?limit=1");
    const { data } = (await events.json()) as { data: { _id: string }[] };
    eventId = data[0]?._id ?? "";
    expect(eventId, "a published event in the demo data").not.toBe("");
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all([first?.stop(), second?.stop()]);
    if (unavailable) return;
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(`drop schema if exists "${SCHEMA}" cascade`);
    } finally {
      await client.end();
    }
    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`${REDIS_PREFIX}*`);
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  });

  it("raises the sidebar badge of a browser on one instance for an intake on the other", async () => {
    browser = await openBrowser({ locale: "en-US" });
    const { page } = browser;
    const base = second.url.replace("127.0.0.1", "localhost");
    await page.goto(`${base}/login`);
    await page.getByLabel("Email").fill(OPERATOR.email);
    await page.getByLabel("Password", { exact: true }).fill(OPERATOR.password);
    await page.getByRole("button", { name: /^(Accedi|Sign in)$/ }).click();
    await page.waitForURL(`${base}/`);
    // The badge first shows 0, then the count it reads: wait for the number the server counts.
    const signedIn = await call(second, "/user/login", { body: OPERATOR });
    const { token } = (await signedIn.json()) as { token: string };
    const counted = await call(second, "/event/request/count", { token });
    const before = ((await counted.json()) as { data: number }).data;
    await poll(() => badge(browser as Browser, "eventRequests")).toBe(before);

    expect((await askForEvent(first, eventId)).status).toBe(201);
    await poll(() => badge(browser as Browser, "eventRequests")).toBe(before + 1);
    expect(browser.pageErrors).toEqual([]);
  });

  it("refuses on one instance a token signed out on the other", async () => {
    const response = await call(first, "/user/login", { body: OPERATOR });
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    expect((await call(second, "/user/profile", { token })).status).toBe(200);

    expect((await call(first, "/user/logout", { method: "PUT", token })).status).toBe(200);
    expect((await call(second, "/user/profile", { token })).status).toBe(401);
    expect((await call(first, "/user/profile", { token })).status).toBe(401);
  });

  it("counts one address's sign-in attempts across both instances", async () => {
    const client = clientAddress(7);
    const wrongSignIn = (app: RunningApp) =>
      call(app, "/user/login", {
        client,
        // A new email each time: only the per-address budget is spent.
        body: { email: `nobody-${randomBytes(4).toString("hex")}@example.com`, password: "x" },
      });
    // Half on each instance, two at a time: the budget is spent exactly, never before.
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_PER_ADDRESS; i += 2) {
      const pair = await Promise.all([wrongSignIn(first), wrongSignIn(second)]);
      statuses.push(...pair.map((answer) => answer.status));
    }
    expect(statuses.filter((status) => status !== 401)).toEqual([]);
    expect((await wrongSignIn(first)).status).toBe(429);
    expect((await wrongSignIn(second)).status).toBe(429);
    // Another client behind the same proxy still has its whole budget.
    expect(
      (
        await call(second, "/user/login", {
          client: clientAddress(8),
          body: { email: "nobody@example.com", password: "x" },
        })
      ).status,
    ).toBe(401);
  });

  it("loses no acknowledged write when one is killed -9 under load, and the other keeps serving", async () => {
    const acknowledged: string[] = [];
    const secondFailures: string[] = [];
    let secondAfterKill = 0;
    let acknowledgedByFirst = 0;
    let killed = false;
    let stopping = false;

    // Workers alternate between the instances; a write counts once its 201 has arrived.
    const worker = async (index: number) => {
      for (let round = 0; !stopping; round += 1) {
        const target = (index + round) % 2 === 0 ? first : second;
        try {
          const response = await askForEvent(target, eventId, clientAddress(20 + index));
          if (response.status === 201) {
            const { data } = (await response.json()) as { data: { _id: string } };
            acknowledged.push(data._id);
            if (target === first) acknowledgedByFirst += 1;
            if (target === second && killed) secondAfterKill += 1;
          } else if (target === second) {
            secondFailures.push(`${response.status} ${await response.text()}`);
          }
        } catch (error) {
          // The killed instance drops its connections; the survivor must never.
          if (target === second) secondFailures.push(String(error));
        }
      }
    };
    const load = Promise.all(Array.from({ length: 6 }, (_, index) => worker(index)));

    await poll(() => acknowledged.length).toBeGreaterThanOrEqual(30);
    killed = true;
    await first.stop("SIGKILL");
    // The survivor keeps answering while the workers still aim half their calls at the dead one.
    await poll(() => secondAfterKill).toBeGreaterThanOrEqual(30);
    stopping = true;
    await load;

    expect(secondFailures).toEqual([]);
    // The killed instance's own acknowledged writes are part of the proof.
    expect(acknowledgedByFirst).toBeGreaterThanOrEqual(10);
    expect((await call(second, "/health")).status).toBe(200);
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: string }>(
        `select id from "${SCHEMA}".event_requests where id = any($1::uuid[])`,
        [acknowledged],
      );
      const stored = new Set(rows.map((row) => row.id));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      await client.end();
    }
  });
});
