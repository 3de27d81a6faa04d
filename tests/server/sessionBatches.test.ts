import { afterAll, beforeAll, expect, it } from "vitest";
import { activeSessionFinder } from "../../server/auth/sessions.ts";
import type { Database } from "../../server/db/client.ts";
import { DEMO, describeServer, startTestServer, type TestServer } from "./harness.ts";
import { claimsOf } from "./tokens.ts";

/** The database, counting the statements begun on it with `select`. */
const counting = (db: Database) => {
  let selects = 0;
  const counted = new Proxy(db, {
    get: (target, key, receiver) => {
      if (key === "select") selects += 1;
      return Reflect.get(target, key, receiver);
    },
  });
  return { db: counted, selects: () => selects };
};

describeServer("active sessions, found a batch at a time", () => {
  let server: TestServer;
  let admin: string;
  let operator: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login(DEMO.admin.email, DEMO.admin.password);
    operator = await server.login(DEMO.operator.email, DEMO.operator.password);
  });
  afterAll(() => server?.close());

  const sessionOf = (token: string) => String(claimsOf(token).jti);

  it("finds the sessions asked together with one statement, each its own", async () => {
    const database = counting(server.app.db);
    const find = activeSessionFinder(database.db);
    const found = await Promise.all([
      find(sessionOf(admin)),
      find(sessionOf(operator)),
      find("00000000-0000-4000-8000-000000000000"),
      find(sessionOf(admin)),
    ]);
    expect(found.map((session) => session?.userId)).toEqual([
      claimsOf(admin).sub,
      claimsOf(operator).sub,
      undefined,
      claimsOf(admin).sub,
    ]);
    expect(database.selects()).toBe(1);
    expect(await find(sessionOf(operator))).toMatchObject({ sessionId: sessionOf(operator) });
    expect(database.selects()).toBe(2);
  });

  it("answers requests arriving together each as its own caller, a signed-out one 401", async () => {
    const signedOut = await server.login(DEMO.operator.email, DEMO.operator.password);
    expect((await server.api("/user/logout", { method: "PUT", token: signedOut })).status).toBe(
      200,
    );
    const callers = [admin, signedOut, operator, admin, signedOut, operator];
    const answers = await Promise.all(
      callers.map((token) => server.api("/user/profile", { token, language: "en" })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 200, 200, 401, 200]);
    const emails = await Promise.all(
      answers.map(async (answer) => (answer.ok ? (await answer.json()).data.email : null)),
    );
    expect(emails).toEqual([
      DEMO.admin.email,
      null,
      DEMO.operator.email,
      DEMO.admin.email,
      null,
      DEMO.operator.email,
    ]);
  });
});
