import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { humanDuration } from "../../server/rateLimits/duration.ts";
import type { RateLimitPolicies } from "../../server/rateLimits/policies.ts";
import { createAccount, post } from "./accounts.ts";
import { describeServer, startTestServer, TEST_DATABASE, type TestServer } from "./harness.ts";
import { REDIS_URL, redisUnavailable } from "./redis.ts";

/** Tiny limits, so a handful of calls reaches them. */
const TINY: RateLimitPolicies = {
  signIn: {
    perAccount: { max: 2, windowSeconds: 60 },
    perAddress: { max: 3, windowSeconds: 60 },
  },
  mailing: {
    perAccount: { max: 1, windowSeconds: 900 },
    perAddress: { max: 10, windowSeconds: 900 },
  },
  signup: { perAddress: { max: 1, windowSeconds: 3600 } },
  intake: { perAddress: { max: 1000, windowSeconds: 60 } },
};

const wrongLogin = (server: TestServer, email: string, language = "en") =>
  post(server, "/user/login", { email, password: "Wrong#Guess-1" }, { language });

describe("human waits in messages", () => {
  it("says seconds under a minute, then minutes, then hours", () => {
    expect(humanDuration(42)).toBe("42 s");
    expect(humanDuration(0.2)).toBe("1 s");
    expect(humanDuration(60)).toBe("1 min");
    expect(humanDuration(150)).toBe("3 min");
    expect(humanDuration(7200)).toBe("2 h");
  });
});

describeServer("rate limits (tiny test limits)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ overrides: { rateLimits: TINY } });
  });
  afterAll(() => server?.close());

  it("limits sign-in per account, then per address for any other account", async () => {
    const [first, second] = [await createAccount(server), await createAccount(server)];
    expect((await wrongLogin(server, first.email)).status).toBe(401);
    expect((await wrongLogin(server, first.email)).status).toBe(401);

    const third = await wrongLogin(server, first.email);
    expect(third.status).toBe(429);
    const retryAfter = Number(third.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await third.json()).toEqual({
      code: "rateLimited",
      message: `Too many attempts, try again in ${humanDuration(retryAfter)}`,
    });

    // Another account from the same address: the address has spent its 3 attempts.
    const other = await wrongLogin(server, second.email, "it");
    expect(other.status).toBe(429);
    expect(other.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await other.json()).message).toMatch(/^Troppi tentativi, riprova tra \d+ (s|min)$/);
  });

  it("shares the sign-in budget between the password and the code sign-in", async () => {
    // signIn's address budget is spent by the test above: this call is refused before the body.
    const response = await post(server, "/user/login/verifyotp", {
      email: "any@example.com",
      otp: "123456",
    });
    expect(response.status).toBe(429);
  });

  it("limits mails per inbox and sign-ups per address", async () => {
    const account = await createAccount(server);
    expect((await post(server, "/user/password/forgot", { email: account.email })).status).toBe(
      200,
    );
    const again = await post(server, "/user/login/sendotp", { email: account.email });
    expect(again.status).toBe(429);

    const form = () => {
      const body = new FormData();
      for (const [name, value] of Object.entries({
        firstName: "Rate",
        lastName: "Limited",
        email: `limited-${randomBytes(4).toString("hex")}@example.com`,
        password: "Limited#2026",
        confirmPassword: "Limited#2026",
      })) {
        body.append(name, value);
      }
      return body;
    };
    expect((await server.api("/user/signup", { method: "POST", body: form() })).status).toBe(201);
    expect((await server.api("/user/signup", { method: "POST", body: form() })).status).toBe(429);
  });
});

// The counters live in Redis whatever the database, so one server project suffices: the one
// whose servers start fastest (PostgreSQL).
const describeWithRedis =
  TEST_DATABASE === "postgres" && !redisUnavailable ? describeServer : describe.skip;

describeWithRedis("rate limits shared through Redis", () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    // Same namespace: the two instances count together, as behind a load balancer.
    const overrides = {
      rateLimits: TINY,
      rateLimitNamespace: `test-shared-${randomBytes(6).toString("hex")}:`,
    };
    [first, second] = await Promise.all([
      startTestServer({ env: { REDIS_URL }, overrides }),
      startTestServer({ env: { REDIS_URL }, overrides }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it("refuses on one instance the attempts spent on another", async () => {
    const account = await createAccount(first);
    expect((await wrongLogin(first, account.email)).status).toBe(401);
    expect((await wrongLogin(first, account.email)).status).toBe(401);
    const elsewhere = await wrongLogin(second, account.email);
    expect(elsewhere.status).toBe(429);
    expect(elsewhere.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});
