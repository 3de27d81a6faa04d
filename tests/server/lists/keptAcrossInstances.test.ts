// Two instances on one PostgreSQL database and one Redis each keep list pages of their own: a write
// answered by one shows on the other's very next read (server/lists/changesAcrossInstances.ts).
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeServer, startTestServer, TEST_DATABASE, type TestServer } from "../harness.ts";
import { INTAKE_PATHS, intake, orderBody } from "../live/fixtures.ts";
import { call, type ShopWorld, shopWorld } from "../orders/fixtures.ts";
import { REDIS_URL, redisUnavailable } from "../redis.ts";

const describeInstances =
  TEST_DATABASE === "postgres" && !redisUnavailable ? describeServer : describeServer.skip;

describeInstances("kept list pages across instances (PostgreSQL + Redis)", () => {
  let first: TestServer;
  let second: TestServer;
  let world: ShopWorld;
  let secondAdmin: string;
  beforeAll(async () => {
    // Channels of their own: other suites may share this Redis at the same moment.
    const redis = { REDIS_URL, REDIS_PREFIX: `kept-${randomBytes(4).toString("hex")}:` };
    first = await startTestServer({ env: redis });
    second = await startTestServer({
      env: {
        ...redis,
        DATABASE_URL: first.env.DATABASE_URL as string,
        DATABASE_SCHEMA: first.env.DATABASE_SCHEMA as string,
      },
    });
    world = await shopWorld(first);
    secondAdmin = await second.login("admin@example.com", "Admin#2026");
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const newest = async (server: TestServer, token: string) => {
    const answer = await call(server, "GET", "/orders?sort=-createdAt&limit=1", { token });
    expect(answer.status).toBe(200);
    return { id: answer.body.data.items[0]._id, total: answer.body.data.total };
  };

  it("shows a write on the first instance in the second's next read, and back", async () => {
    for (let round = 0; round < 5; round += 1) {
      const before = await newest(second, secondAdmin);
      expect(await newest(second, secondAdmin)).toEqual(before);
      const order = await intake(first, INTAKE_PATHS.orders, orderBody(world.platform.id));
      expect(await newest(second, secondAdmin)).toEqual({
        id: order.data._id,
        total: before.total + 1,
      });

      await newest(first, world.admin);
      const tabsBefore = await call(first, "GET", "/orders/count-by-status", {
        token: world.admin,
      });
      const moved = await call(second, "POST", `/order/${order.data._id}/status`, {
        token: secondAdmin,
        body: { version: 1, status: "cancelledOrder", note: "The customer changed their mind" },
      });
      expect(moved.status).toBe(200);
      const tabs = await call(first, "GET", "/orders/count-by-status", { token: world.admin });
      const truth = await call(second, "GET", "/orders/count-by-status", { token: secondAdmin });
      expect(tabs.body.data).toEqual(truth.body.data);
      expect(tabs.body.data.cancelledOrder).toBe(tabsBefore.body.data.cancelledOrder + 1);
    }
  });
});
