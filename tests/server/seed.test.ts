import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { seedDemoData } from "../../server/seed/seedDemoData.ts";
import { DEMO_ACCOUNTS } from "../../server/seed/users.ts";
import { users } from "../../server/users/schema.ts";
import { DEMO, describeServer, startTestServer, type TestServer } from "./harness.ts";

describeServer("demo seed", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const userCount = async () => {
    const [row] = await server.app.db.select({ n: count() }).from(users);
    return row?.n ?? 0;
  };

  it("seeds the four demo accounts and about twenty customers", async () => {
    const rows = await server.app.db.select().from(users);
    for (const account of DEMO_ACCOUNTS) {
      const user = rows.find((row) => row.email === account.email);
      expect(user, account.email).toMatchObject({
        userType: account.userType,
        stripeAccountId: account.stripeAccountId ?? null,
      });
    }
    expect(rows.filter((row) => row.userType === 3).length).toBeGreaterThanOrEqual(20);
    expect(rows.every((row) => row.passwordHash.startsWith("scrypt$"))).toBe(true);
    for (const account of Object.values(DEMO).filter((demo) => demo !== DEMO.customer)) {
      await expect(server.login(account.email, account.password)).resolves.toEqual(
        expect.any(String),
      );
    }
  });

  it("adds nothing when run again", async () => {
    const before = await userCount();
    const seeded = await seedDemoData(server.app.db, {
      production: false,
      log: server.app.log,
      storage: server.app.storage,
    });
    expect(seeded).toBe(false);
    expect(await userCount()).toBe(before);
  });

  it("leaves a database that already has users alone", async () => {
    await server.app.db.delete(users).where(eq(users.email, DEMO.admin.email));
    expect(
      await seedDemoData(server.app.db, {
        production: false,
        log: server.app.log,
        storage: server.app.storage,
      }),
    ).toBe(false);
    const [admin] = await server.app.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO.admin.email));
    expect(admin).toBeUndefined();
  });

  it("never seeds in production", async () => {
    await expect(
      seedDemoData(server.app.db, {
        production: true,
        log: server.app.log,
        storage: server.app.storage,
      }),
    ).rejects.toThrow(/never seeded in production/);
  });

  it("does not seed when SEED_DEMO is false", async () => {
    const empty = await startTestServer({ env: { SEED_DEMO: "false" } });
    try {
      const [row] = await empty.app.db.select({ n: count() }).from(users);
      expect(row?.n).toBe(0);
    } finally {
      await empty.close();
    }
  });
});
