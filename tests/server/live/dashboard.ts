import { beforeAll, expect, it } from "vitest";
import { dashboard } from "../../../domain/dashboard.schema.ts";
import type { TestServer } from "../harness.ts";
import type { LiveContext } from "./context.ts";
import {
  get,
  INTAKE_PATHS,
  intake,
  type LiveWorld,
  liveWorld,
  orderBody,
  orderRequestBody,
  rentRequestBody,
} from "./fixtures.ts";

/** Dashboard: run against the shared live server (live.test.ts). */
export const dashboardTests = (context: LiveContext) => {
  let server: TestServer;
  let world: LiveWorld;
  beforeAll(async () => {
    server = context.server;
    world = await liveWorld(server);
    await intake(server, INTAKE_PATHS.rentRequests, rentRequestBody());
    await intake(server, INTAKE_PATHS.orderRequests, orderRequestBody(world.sellerA.productId));
    await intake(server, INTAKE_PATHS.orders, orderBody(world.sellerA.productId));
    await intake(server, INTAKE_PATHS.orders, orderBody(world.sellerB.productId));
  });

  it("gives staff every figure, thirty days in a row ending today", async () => {
    const { status, body } = await get(server, "/dashboard", world.operator);
    expect(status).toBe(200);
    const figures = dashboard.parse(body.data);
    expect(figures.perDay).toHaveLength(30);
    expect(figures.perDay.at(-1)?.date).toBe(new Date().toISOString().slice(0, 10));
    const dates = figures.perDay.map(({ date }) => date);
    expect(new Set(dates).size).toBe(30);
    expect(dates).toEqual([...dates].sort());
    const today = figures.perDay.at(-1);
    expect(today?.orders).toBeGreaterThanOrEqual(2);
    expect(today?.rentRequests).toBeGreaterThanOrEqual(1);
    expect(figures.counters.rentRequests).toBeGreaterThanOrEqual(1);
    expect(figures.revenueThisMonthCents).toBeGreaterThanOrEqual(2 * 250_000);
    expect(figures.latestOrders.length).toBeGreaterThanOrEqual(2);
    expect(figures.latestOrders.length).toBeLessThanOrEqual(5);
    expect(figures.latestRentRequests?.[0]?.modelName).toBe("Benetti Oasis 40M");
  });

  it("gives a seller its own shop figures and no rent figures", async () => {
    const { body } = await get(server, "/dashboard", world.sellerA.token);
    const figures = dashboard.parse(body.data);
    expect(figures.counters).toEqual({
      orders: 1,
      orderRequests: 1,
      rentRequests: null,
      eventRequests: null,
    });
    expect(figures.revenueThisMonthCents).toBe(250_000);
    expect(figures.latestOrders.map((order) => order.sellerId)).toEqual([world.sellerA.id]);
    expect(figures.latestRentRequests).toBeNull();
    expect(figures.latestEventRequests).toBeNull();
    expect(figures.perDay.every((day) => day.rentRequests === null)).toBe(true);
    expect(figures.perDay.reduce((sum, day) => sum + day.orders, 0)).toBe(1);
  });
};
