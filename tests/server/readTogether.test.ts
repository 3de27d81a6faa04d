import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "../../server/db/client.ts";
import { readTogether } from "../../server/db/readTogether.ts";
import { describeServer, startTestServer, type TestServer } from "./harness.ts";

/** Reads started together on the pool, one after another on a transaction's one connection. */
describeServer("readTogether", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { SEED_DEMO: "false" } });
  });
  afterAll(() => server?.close());

  const traced = async (db: Database) => {
    const steps: string[] = [];
    const read = (name: string) => async () => {
      steps.push(`${name} asked`);
      await db.execute(sql`select pg_sleep(0.01)`);
      steps.push(`${name} read`);
      return name;
    };
    const results = await readTogether(db, [read("a"), read("b")] as const);
    return { steps, results };
  };

  it("asks every read at once on the pool, and answers them in order", async () => {
    const { steps, results } = await traced(server.app.db);
    expect(results).toEqual(["a", "b"]);
    expect(steps.slice(0, 2)).toEqual(["a asked", "b asked"]);
  });

  it("asks each read after the one before in a transaction", async () => {
    const { steps, results } = await server.app.db.transaction((tx) => traced(tx as Database));
    expect(results).toEqual(["a", "b"]);
    expect(steps).toEqual(["a asked", "a read", "b asked", "b read"]);
  });
});
