import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { auditEntries } from "../../server/audit/schema.ts";
import type { RateLimitPolicies } from "../../server/rateLimits/policies.ts";
import { RATE_LIMIT_POLICIES } from "../../server/rateLimits/policies.ts";
import { DEMO, describeServer, startTestServer, type TestServer } from "./harness.ts";

/** Three sign-in attempts per address, and never the per-account limit (a new email each time). */
const TINY: Partial<RateLimitPolicies> = {
  signIn: {
    perAccount: RATE_LIMIT_POLICIES.signIn.perAccount,
    perAddress: { max: 3, windowSeconds: 60 },
  },
};

/** Documentation addresses (RFC 5737): what a proxy would write in X-Forwarded-For. */
const CLIENT_A = "203.0.113.10";
const CLIENT_B = "203.0.113.20";

interface Logged {
  server: TestServer;
  lines: () => string;
}

const startWith = async (env: Record<string, string>): Promise<Logged> => {
  let logged = "";
  const stream = new PassThrough();
  stream.on("data", (chunk: Buffer) => {
    logged += chunk.toString();
  });
  const server = await startTestServer({
    env: { LOG_LEVEL: "info", ...env },
    logStream: stream,
    overrides: { rateLimits: TINY },
  });
  return { server, lines: () => logged };
};

/** A wrong sign-in for an email nobody has, as a proxy forwarding `client` sends it. */
const wrongLogin = (server: TestServer, client: string) =>
  server.api("/user/login", {
    method: "POST",
    headers: { "x-forwarded-for": client },
    body: JSON.stringify({
      email: `nobody-${randomBytes(4).toString("hex")}@example.com`,
      password: "Wrong#Guess-1",
    }),
  });

/** Signs the admin in through the "proxy" and answers the address the audit trail kept. */
const auditedAddress = async (server: TestServer, client: string) => {
  const response = await server.api("/user/login", {
    method: "POST",
    headers: { "x-forwarded-for": client },
    body: JSON.stringify(DEMO.admin),
  });
  expect(response.status).toBe(200);
  const [entry] = await server.app.db
    .select({ address: auditEntries.address })
    .from(auditEntries)
    .where(and(eq(auditEntries.action, "signIn"), eq(auditEntries.resource, "user")))
    .orderBy(desc(auditEntries.at))
    .limit(1);
  return entry?.address;
};

/** The remote address of the request log line of the last call that named `client`. */
const loggedAddresses = (lines: string) =>
  lines
    .split("\n")
    .filter((line) => line.includes('"msg":"incoming request"') && line.includes("/user/login"))
    .map((line) => (JSON.parse(line) as { req: { remoteAddress: string } }).req.remoteAddress);

describeServer("TRUST_PROXY", () => {
  let off: Logged;
  let on: Logged;
  beforeAll(async () => {
    [off, on] = await Promise.all([startWith({}), startWith({ TRUST_PROXY: "loopback" })]);
  });
  afterAll(async () => {
    await Promise.all([off?.server.close(), on?.server.close()]);
  });

  it("off (the default): X-Forwarded-For is ignored, the caller's own address counts and is kept", async () => {
    expect(off.server.config.trustProxy).toBe(false);
    expect(await auditedAddress(off.server, CLIENT_A)).toBe("127.0.0.1");
    expect(loggedAddresses(off.lines())).toEqual(["127.0.0.1"]);
    // The sign-in above spent one of the address's three attempts; "other clients" share it.
    expect((await wrongLogin(off.server, CLIENT_A)).status).toBe(401);
    expect((await wrongLogin(off.server, CLIENT_B)).status).toBe(401);
    expect((await wrongLogin(off.server, "198.51.100.1")).status).toBe(429);
  });

  it("on: the client's address from X-Forwarded-For is counted and kept in the logs", async () => {
    expect(await auditedAddress(on.server, CLIENT_A)).toBe(CLIENT_A);
    expect(loggedAddresses(on.lines())).toEqual([CLIENT_A]);
    expect((await wrongLogin(on.server, CLIENT_A)).status).toBe(401);
    expect((await wrongLogin(on.server, CLIENT_A)).status).toBe(401);
    expect((await wrongLogin(on.server, CLIENT_A)).status).toBe(429);
    // Another client behind the same proxy has its own budget.
    expect((await wrongLogin(on.server, CLIENT_B)).status).toBe(401);
    // A client that forges the header gets the right-most untrusted address: its own.
    const forged = await wrongLogin(on.server, `${CLIENT_B}, ${CLIENT_A}`);
    expect(forged.status).toBe(429);
  });
});
