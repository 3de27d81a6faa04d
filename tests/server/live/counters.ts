import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, expect, it } from "vitest";
import { LIVE_COUNTERS, type LiveCounter } from "../../../domain/live.ts";
import type { TestServer } from "../harness.ts";
import { connect } from "../socketClient.ts";
import type { LiveContext } from "./context.ts";
import {
  eventRequestBody,
  get,
  INTAKE_PATHS,
  intake,
  type LiveWorld,
  liveWorld,
  orderBody,
  orderRequestBody,
  rentRequestBody,
} from "./fixtures.ts";

type Received = { event: string; count: number; at: number };

/** A signed-in socket that records every counter event it receives. */
const listen = async (server: TestServer, token: string) => {
  const socket = await connect(server.url, { token });
  const received: Received[] = [];
  for (const { event } of Object.values(LIVE_COUNTERS)) {
    socket.on(event, (payload: { count: number; at: number }) =>
      received.push({ event, ...payload }),
    );
  }
  return { socket, received };
};

const count = async (server: TestServer, counter: LiveCounter, token: string) =>
  (await get(server, LIVE_COUNTERS[counter].countPath, token)).body.data as number;

/** Waits until the sockets have had every emit of the readings asked for so far. */
const delivered = async (server: TestServer) => {
  await server.app.liveCounters.settled();
  await new Promise((resolve) => setTimeout(resolve, 100));
};

const last = (received: Received[], counter: LiveCounter) =>
  received.filter(({ event }) => event === LIVE_COUNTERS[counter].event).at(-1)?.count;

/** Live counters: run against the shared live server (live.test.ts). */
export const counterTests = (context: LiveContext) => {
  let server: TestServer;
  let world: LiveWorld;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    server = context.server;
    world = await liveWorld(server);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
  });

  it("counts records in their arrival status, a seller's own only", async () => {
    const before = await count(server, "orders", world.admin);
    await intake(server, INTAKE_PATHS.orders, orderBody(world.sellerA.productId));
    await intake(server, INTAKE_PATHS.orders, orderBody(world.sellerB.productId));
    expect(await count(server, "orders", world.admin)).toBe(before + 2);
    expect(await count(server, "orders", world.operator)).toBe(before + 2);
    expect(await count(server, "orders", world.sellerA.token)).toBe(1);

    const requests = await count(server, "orderRequests", world.admin);
    await intake(server, INTAKE_PATHS.orderRequests, orderRequestBody(world.sellerB.productId));
    expect(await count(server, "orderRequests", world.admin)).toBe(requests + 1);
    expect(await count(server, "orderRequests", world.sellerA.token)).toBe(0);
    expect(await count(server, "orderRequests", world.sellerB.token)).toBe(1);

    const rent = await get(server, LIVE_COUNTERS.rentRequests.countPath, world.admin);
    expect(rent).toMatchObject({ status: 200, body: { data: expect.any(Number) } });
    // Rent belongs to staff: a seller is refused the rent counters.
    for (const counter of ["rentRequests", "eventRequests"] as const) {
      const refused = await get(server, LIVE_COUNTERS[counter].countPath, world.sellerA.token);
      expect(refused.status).toBe(403);
    }
  });

  it("pushes staff every event and sellers only their own shop events", async () => {
    const admin = await listen(server, world.admin);
    const operator = await listen(server, world.operator);
    const sellerA = await listen(server, world.sellerA.token);
    const sellerB = await listen(server, world.sellerB.token);
    sockets.push(admin.socket, operator.socket, sellerA.socket, sellerB.socket);

    await intake(server, INTAKE_PATHS.rentRequests, rentRequestBody());
    await intake(server, INTAKE_PATHS.eventRequests, eventRequestBody());
    await intake(server, INTAKE_PATHS.orderRequests, orderRequestBody(world.sellerA.productId));
    await intake(server, INTAKE_PATHS.orders, orderBody(world.sellerA.productId));
    await delivered(server);

    for (const staff of [admin, operator]) {
      for (const counter of Object.keys(LIVE_COUNTERS) as LiveCounter[]) {
        expect(last(staff.received, counter), counter).toBe(
          await count(server, counter, world.admin),
        );
      }
    }
    expect(new Set(sellerA.received.map(({ event }) => event))).toEqual(
      new Set(["orderRequestArrived", "orderArrived"]),
    );
    expect(last(sellerA.received, "orders")).toBe(
      await count(server, "orders", world.sellerA.token),
    );
    expect(last(sellerA.received, "orderRequests")).toBe(1);
    expect(sellerB.received).toEqual([]);
  });

  it("stays exact after a burst of 50 concurrent intakes", async () => {
    const admin = await listen(server, world.admin);
    const seller = await listen(server, world.sellerB.token);
    sockets.push(admin.socket, seller.socket);

    await Promise.all(
      Array.from({ length: 50 }, (_, index) => {
        const productId = index % 2 ? world.sellerB.productId : world.platformProductId;
        return index % 3
          ? intake(server, INTAKE_PATHS.orders, orderBody(productId))
          : intake(server, INTAKE_PATHS.orderRequests, orderRequestBody(productId));
      }),
    );
    await delivered(server);

    for (const counter of ["orders", "orderRequests"] as const) {
      expect(last(admin.received, counter)).toBe(await count(server, counter, world.admin));
      expect(last(seller.received, counter)).toBe(
        await count(server, counter, world.sellerB.token),
      );
    }
    // Each counter's readings arrive in the order they were taken.
    for (const { event } of [LIVE_COUNTERS.orders, LIVE_COUNTERS.orderRequests]) {
      const ats = admin.received.filter((received) => received.event === event).map(({ at }) => at);
      expect(ats).toEqual([...ats].sort((a, b) => a - b));
    }
  });
};
