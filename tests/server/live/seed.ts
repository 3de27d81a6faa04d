import { count, eq, lte, min } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { ORDER_REQUEST_STATUSES, ORDER_STATUSES } from "../../../domain/orders.ts";
import { computeQuote } from "../../../domain/quote.ts";
import { eventRequests } from "../../../server/eventRequests/schema.ts";
import { historyEntries } from "../../../server/history/schema.ts";
import { orderRequestQuotes, orderRequests } from "../../../server/orderRequests/schema.ts";
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
    expect(await total(rentRequests)).toBe(40);
    expect(await total(eventRequests)).toBe(20);
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

  it("works the demo records: quotes (some sent twice), histories, both languages", async () => {
    const { db } = server.app;
    const quotes = await db.select().from(orderRequestQuotes);
    const versions = new Map<string, number>();
    for (const quote of quotes) {
      versions.set(
        quote.orderRequestId,
        Math.max(versions.get(quote.orderRequestId) ?? 0, quote.version),
      );
      expect(quote).toMatchObject(
        computeQuote({
          unitPriceCents: quote.unitPriceCents,
          quantity: quote.quantity,
          shippingCents: quote.shippingCents,
          customizationCents: quote.customizationCents,
          vatPercent: quote.vatBasisPoints / 100,
          splitPercent: quote.splitBasisPoints / 100,
        }),
      );
    }
    expect([...versions.values()]).toContain(2);

    const history = await db.select().from(historyEntries);
    for (const table of [orderRequests, orders]) {
      const rows = await db.select().from(table).where(lte(table.createdAt, context.startedAt));
      expect(new Set(rows.map((row) => row.customerLanguage))).toEqual(new Set(["it", "en"]));
      for (const row of rows) {
        // Notes and payment events are told in the history but do not edit the record.
        const writes = history.filter(
          (entry) => entry.recordId === row.id && entry.kind !== "note" && entry.kind !== "payment",
        );
        expect(row.version, `${row.number} ${row.status}`).toBe(1 + writes.length);
        expect(writes.at(-1)?.toStatus ?? row.status).toBe(row.status);
      }
    }
    expect(history.some((entry) => entry.kind === "note")).toBe(true);
    expect(history.some((entry) => entry.byUserId === null)).toBe(true);
  });
};
