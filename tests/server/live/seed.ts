import { count, eq, lte, min } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { ORDER_REQUEST_STATUSES, ORDER_STATUSES } from "../../../domain/orders.ts";
import { eventRequests } from "../../../server/eventRequests/schema.ts";
import { orderRequests } from "../../../server/orderRequests/schema.ts";
import { orders } from "../../../server/orders/schema.ts";
import { rentRequests } from "../../../server/rentRequests/schema.ts";
import { users } from "../../../server/users/schema.ts";
import { DEMO, type TestServer } from "../harness.ts";
import type { LiveContext } from "./context.ts";

/** Demo requests and orders: run against the shared live server (live.test.ts). */
export const seedTests = (context: LiveContext) => {
  let server: TestServer;
  beforeAll(async () => {
    server = context.server;
  });

  /** The demo rows: what the table held once the server was ready, before any suite added some. */
  const total = async (
    table: typeof orders | typeof orderRequests | typeof rentRequests | typeof eventRequests,
  ) =>
    (
      await server.app.db
        .select({ n: count() })
        .from(table)
        .where(lte(table.createdAt, context.startedAt))
    )[0]?.n ?? 0;

  it("seeds rent and event requests, order requests and orders over the last 45 days", async () => {
    expect(await total(rentRequests)).toBe(25);
    expect(await total(eventRequests)).toBe(15);
    expect(await total(orderRequests)).toBe(40);
    expect(await total(orders)).toBe(60);
    const [oldest] = await server.app.db.select({ at: min(orders.createdAt) }).from(orders);
    const days = (Date.now() - (oldest?.at?.getTime() ?? 0)) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(20);
    expect(days).toBeLessThanOrEqual(45);
  });

  it("uses every status, and leaves some new for the badges", async () => {
    const statuses = async (table: typeof orders | typeof orderRequests) =>
      new Set(
        (await server.app.db.select({ status: table.status }).from(table)).map((row) => row.status),
      );
    expect([...(await statuses(orders))].sort()).toEqual([...ORDER_STATUSES].sort());
    expect([...(await statuses(orderRequests))].sort()).toEqual([...ORDER_REQUEST_STATUSES].sort());
    const [newRent] = await server.app.db
      .select({ n: count() })
      .from(rentRequests)
      .where(eq(rentRequests.status, "new"));
    expect(newRent?.n).toBeGreaterThan(0);
  });

  it("gives the linked demo seller several orders and order requests of its own", async () => {
    const [seller] = await server.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO.sellerLinked.email));
    if (!seller) throw new Error("no linked seller");
    const token = await server.login(DEMO.sellerLinked.email, DEMO.sellerLinked.password);
    for (const path of ["/orders", "/order/request"]) {
      const response = await server.api(path, { token });
      const { data } = await response.json();
      expect(data.total, path).toBeGreaterThanOrEqual(5);
      expect(data.items.every((item: { sellerId: string }) => item.sellerId === seller.id)).toBe(
        true,
      );
    }
  });
};
