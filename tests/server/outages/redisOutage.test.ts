import { randomBytes } from "node:crypto";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIVE_COUNTERS } from "../../../domain/live.ts";
import { USER_TYPE } from "../../../domain/userTypes.ts";
import { typeRoom } from "../../../server/plugins/live.ts";
import type { RateLimitPolicies } from "../../../server/rateLimits/policies.ts";
import { createAccount, post, TEST_PASSWORD } from "../accounts.ts";
import {
  DEMO,
  describeServer,
  startTestServer,
  TEST_DATABASE,
  type TestServer,
} from "../harness.ts";
import { rentRequestBody } from "../live/fixtures.ts";
import { redisUnavailable } from "../redis.ts";
import { connect } from "../socketClient.ts";
import { startTcpProxy, type TcpProxy } from "../tcpProxy.ts";
import { type LogLine, type LogLines, logLines } from "./logLines.ts";

/**
 * Issue 45: Redis goes away for a while under reads, intake calls and sign-ins. Each instance
 * reaches Redis through a relay the test cuts; the machine's own Redis is never touched.
 */

const REDIS = new URL(process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379");
/** Per run: the machine's Redis may serve other runs at the same moment. */
const RUN = randomBytes(5).toString("hex");
const OUTAGE_MS = 5_000;
/** The longest the test waits for something an instance must do by itself. */
const PROMPTLY_MS = 5_000;

/**
 * On PostgreSQL both instances share one schema, as behind a load balancer, so a sign-out on one
 * is seen to hold on the other; PGlite belongs to one process, so there each has its own.
 */
const SHARED_DATABASE = TEST_DATABASE === "postgres";

/** A per-account sign-in budget a few calls reach; the rest never limits the load. */
const SIGN_IN_BUDGET = 3;
const LIMITS: Partial<RateLimitPolicies> = {
  signIn: {
    perAccount: { max: SIGN_IN_BUDGET, windowSeconds: 60 },
    perAddress: { max: 100_000, windowSeconds: 60 },
  },
  intake: { perAddress: { max: 100_000, windowSeconds: 60 } },
};

interface Instance {
  server: TestServer;
  proxy: TcpProxy;
  log: LogLines;
  operator: string;
}

const startInstance = async (): Promise<Instance> => {
  const proxy = await startTcpProxy({ host: REDIS.hostname, port: Number(REDIS.port || 6379) });
  const log = logLines();
  const server = await startTestServer({
    env: {
      REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
      REDIS_PREFIX: `lux-test-${RUN}:`,
      LOG_LEVEL: "info",
      ...(SHARED_DATABASE ? { DATABASE_SCHEMA: `test_outage_${RUN}` } : {}),
    },
    logStream: log.stream,
    // The same namespace on both instances: they count attempts together.
    overrides: { rateLimits: LIMITS, rateLimitNamespace: `test-outage-${RUN}:` },
  });
  const operator = await server.login(DEMO.operator.email, DEMO.operator.password);
  return { server, proxy, log, operator };
};

const DEGRADED_MESSAGE = "redis is unavailable: degraded";
const BACK_MESSAGE = "redis is back";
const isRedisLine = (text: string) => (line: LogLine) =>
  line.dependency === "redis" && line.msg === text;
const DEGRADED = isRedisLine(DEGRADED_MESSAGE);
const BACK = isRedisLine(BACK_MESSAGE);

/** The next `event` the socket receives; rejects after `timeoutMs`. */
const nextEvent = (socket: Socket, event: string, timeoutMs = PROMPTLY_MS) =>
  new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, receive);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const receive = (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, receive);
  });

const wrongSignIn = (instance: Instance, email: string) =>
  post(instance.server, "/user/login", { email, password: "Wrong#Guess-1" });

/** Spends the account's whole sign-in budget with wrong passwords, each answered 401. */
const spendSignInBudget = async (instance: Instance, email: string) => {
  const answers = [];
  for (let spent = 0; spent < SIGN_IN_BUDGET; spent += 1)
    answers.push(await wrongSignIn(instance, email));
  expect(answers.map((answer) => answer.status)).toEqual(Array(SIGN_IN_BUDGET).fill(401));
};

/** The status of a call, its body read; 0 when it got no answer at all. */
const statusOf = (answer: Promise<Response>) =>
  answer.then(
    async (response) => {
      await response.arrayBuffer();
      return response.status;
    },
    () => 0,
  );

/**
 * What customers and staff keep doing: reads, intake calls and sign-ins of fresh accounts, a
 * round after the other, until stopped or a bounded number of rounds; answers the statuses.
 */
const keepBusy = ({ server, operator }: Instance) => {
  const statuses: number[] = [];
  let stopped = false;
  const done = (async () => {
    for (let round = 0; round < 400 && !stopped; round += 1) {
      const account = await createAccount(server);
      statuses.push(
        ...(await Promise.all(
          [
            server.api("/intake/products?limit=5"),
            server.api("/user/profile", { token: operator }),
            post(server, "/intake/rent-requests", rentRequestBody()),
            post(server, "/user/login", { email: account.email, password: TEST_PASSWORD }),
          ].map(statusOf),
        )),
      );
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await done;
      return statuses;
    },
  };
};

const describeWithRedis = redisUnavailable ? describe.skip : describeServer;

describeWithRedis("Redis going away (issue 45)", () => {
  let first: Instance;
  let second: Instance;
  const sockets: Socket[] = [];
  let load: ReturnType<typeof keepBusy>[] = [];
  const unhandled: unknown[] = [];
  const noteUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    process.on("unhandledRejection", noteUnhandled);
    [first, second] = await Promise.all([startInstance(), startInstance()]);
  });
  afterAll(async () => {
    process.off("unhandledRejection", noteUnhandled);
    await Promise.all(load.map((busy) => busy.stop()));
    for (const socket of sockets) socket.close();
    // One after the other: on a shared schema the first to close drops it.
    for (const instance of [first, second]) {
      await instance?.server.close();
      await instance?.proxy.close();
    }
  });

  const socketOn = async (instance: Instance) => {
    const socket = await connect(instance.server.url, { token: instance.operator });
    sockets.push(socket);
    return socket;
  };

  it("keeps serving each instance's API and sockets, then shares again once Redis is back", async () => {
    const onFirst = await socketOn(first);
    const onSecond = await socketOn(second);
    load = [keepBusy(first), keepBusy(second)];

    // Redis goes away for every instance at once.
    await Promise.all([first.proxy.cut(), second.proxy.cut()]);
    const cutAt = Date.now();
    await Promise.all([first, second].map(({ log }) => log.waitFor(DEGRADED, PROMPTLY_MS)));
    // What the readiness check reads.
    expect(first.server.app.dependencies.states().redis).toMatchObject({ up: false });

    // An intake on the first instance still reaches the staff socket connected to it.
    const arrived = nextEvent(onFirst, LIVE_COUNTERS.rentRequests.event);
    expect((await post(first.server, "/intake/rent-requests", rentRequestBody())).status).toBe(201);
    expect(await arrived).toMatchObject({ count: expect.any(Number) });

    // Attempts are still limited, on this instance's own counters.
    const guessed = await createAccount(first.server);
    await spendSignInBudget(first, guessed.email);
    expect((await wrongSignIn(first, guessed.email)).status).toBe(429);

    // Signing out still works: sessions live in the database, which every instance reads.
    const token = await first.server.login(DEMO.admin.email, DEMO.admin.password);
    expect((await first.server.api("/user/logout", { method: "PUT", token })).status).toBe(200);
    expect((await first.server.api("/user/profile", { token })).status).toBe(401);
    if (SHARED_DATABASE)
      expect((await second.server.api("/user/profile", { token })).status).toBe(401);

    // The outage lasts its full length whatever the checks above took.
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS - (Date.now() - cutAt)));
    const restoredAt = Date.now();
    await Promise.all([first.proxy.restore(), second.proxy.restore()]);
    await Promise.all([first, second].map(({ log }) => log.waitFor(BACK, PROMPTLY_MS)));
    const backAfterMs = Date.now() - restoredAt;
    expect(first.server.app.dependencies.states().redis).toMatchObject({ up: true });

    const statuses = (await Promise.all(load.map((busy) => busy.stop()))).flat();
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200 && status !== 201)).toEqual([]);

    // An event raised on the first instance reaches a socket on the second again.
    const probe = `probe-${RUN}`;
    const crossed = nextEvent(onSecond, probe, 2_000);
    first.server.app.live.emit(typeRoom(USER_TYPE.operator), probe, { count: 7 });
    expect(await crossed).toEqual({ count: 7 });
    const crossedAfterMs = Date.now() - restoredAt;

    // Attempts on both instances add up again.
    const shared = await createAccount(first.server);
    await spendSignInBudget(first, shared.email);
    expect((await wrongSignIn(second, shared.email)).status).toBe(429);

    // One line when Redis went, one when it came back, whatever the number of failed calls.
    for (const { log } of [first, second]) {
      expect(log.lines().filter((line) => line.dependency === "redis")).toEqual([
        expect.objectContaining({ msg: DEGRADED_MESSAGE }),
        expect.objectContaining({ msg: BACK_MESSAGE }),
      ]);
    }
    expect(unhandled).toEqual([]);
    console.info(
      `Redis outage: ${statuses.length} answers, back ${backAfterMs} ms and events across instances ${crossedAfterMs} ms after restore`,
    );
  });

  it("answers without waiting on a Redis that stops answering, and says so once", async () => {
    const since = Date.now();
    const redisLinesSince = () =>
      first.log.lines().filter((line) => line.dependency === "redis" && Number(line.time) >= since);
    // The connection stays open but nothing comes back, as across a network partition.
    first.proxy.delay(60_000);
    const account = await createAccount(first.server);
    const startedAt = Date.now();
    const statuses = await Promise.all(
      [
        first.server.api("/intake/products?limit=5"),
        post(first.server, "/intake/rent-requests", rentRequestBody()),
        post(first.server, "/user/login", { email: account.email, password: TEST_PASSWORD }),
      ].map(statusOf),
    );
    // Each rate-limit check gives Redis a second, then counts on this instance: within the API's 5 s.
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    expect(statuses).toEqual([200, 201, 200]);
    await first.log.waitFor((line) => DEGRADED(line) && Number(line.time) >= since, PROMPTLY_MS);

    // The partition ends with the connections reset; the client connects again by itself.
    first.proxy.delay(0);
    await first.proxy.cut();
    await first.proxy.restore();
    await first.log.waitFor((line) => BACK(line) && Number(line.time) >= since, PROMPTLY_MS);
    expect(redisLinesSince()).toEqual([
      expect.objectContaining({ msg: DEGRADED_MESSAGE }),
      expect.objectContaining({ msg: BACK_MESSAGE }),
    ]);
  });
});
