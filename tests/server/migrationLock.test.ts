import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client.ts";
import { describeServer, TEST_DATABASE, TEST_DATABASE_URL } from "./harness.ts";

const describePostgres = TEST_DATABASE === "postgres" ? describeServer : describeServer.skip;

describePostgres("instances starting together on one PostgreSQL", () => {
  const schema = `test_lock_${randomBytes(6).toString("hex")}`;
  afterAll(async () => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(`drop schema if exists "${schema}" cascade`);
    } finally {
      await client.end();
    }
  });

  it("migrate an empty database one at a time, so every one of them opens it", async () => {
    const options = { dataDir: "unused", databaseUrl: TEST_DATABASE_URL, databaseSchema: schema };
    const opened = await Promise.allSettled([1, 2, 3].map(() => openDatabase(options)));
    await Promise.all(
      opened.map((result) => (result.status === "fulfilled" ? result.value.close() : undefined)),
    );
    expect(opened.map((result) => result.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
  });
});
