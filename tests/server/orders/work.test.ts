import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  RECORD_CHANGED_EVENT,
  type RecordChange,
  SUBSCRIBE_MESSAGE,
} from "../../../domain/live.ts";
import { ORDER_REQUEST_STATUSES } from "../../../domain/orders.ts";
import { orderRequests } from "../../../server/orderRequests/schema.ts";
import { orders } from "../../../server/orders/schema.ts";
import { post } from "../accounts.ts";
import { describeServer, startTestServer, type TestServer } from "../harness.ts";
import { ROOMY_INTAKE } from "../live/fixtures.ts";
import { lastMailTo, mailsTo } from "../mailbox.ts";
import { connect } from "../socketClient.ts";
import {
  call,
  countersDelivered,
  insertOrder,
  insertOrderRequest,
  listenToCounters,
  QUOTE,
  REASON,
  type ShopWorld,
  shopWorld,
  stateOf,
} from "./fixtures.ts";

/** Seller scoping, notes, counts, live updates and the customer's return call. */
describeServer("the shop line's work", () => {
  let server: TestServer;
  let world: ShopWorld;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    server = await startTestServer(ROOMY_INTAKE);
    world = await shopWorld(server);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.close();
  });

  it("lets a seller work on its own records and answers 404 for another seller's", async () => {
    // Each route in turn, as the owner would: quote (version 1), then deny (version 2), …
    const request = await insertOrderRequest(server, world.sellerAProduct, {
      status: "requestInProgress",
    });
    const order = await insertOrder(server, world.sellerAProduct);
    const routes = [
      ["PUT", `/order/request/${request.id}`, { version: 1, ...QUOTE }],
      [
        "POST",
        `/order/request/${request.id}/status`,
        { version: 2, status: "requestDenied", note: REASON },
      ],
      ["POST", `/order/request/${request.id}/notes`, { text: "Called the customer" }],
      ["GET", `/order/request/${request.id}/history`, undefined],
      ["POST", `/order/${order.id}/status`, { version: 1, status: "workingInProgress" }],
      ["POST", `/order/${order.id}/notes`, { text: "Called the customer" }],
      ["GET", `/order/${order.id}/history`, undefined],
    ] as const;
    for (const [method, path, body] of routes) {
      const answer = await call(server, method, path, { token: world.sellerB.token, body });
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    expect(await stateOf(server, orderRequests, request.id)).toEqual({
      status: "requestInProgress",
      version: 1,
      history: 0,
    });

    for (const [method, path, body] of routes) {
      const answer = await call(server, method, path, { token: world.sellerA.token, body });
      expect(answer.status, `${method} ${path}`).toBeLessThan(300);
    }
    const history = await call(server, "GET", `/order/request/${request.id}/history`, {
      token: world.sellerA.token,
    });
    // Each mail follows the change it tells the customer of.
    expect(history.body.data.map((entry: { kind: string }) => entry.kind)).toEqual([
      "quote",
      "mail",
      "status",
      "mail",
      "note",
    ]);
  });

  it("keeps internal notes in the history without a version or a mail", async () => {
    const order = await insertOrder(server, world.platform);
    const noted = await call(server, "POST", `/order/${order.id}/notes`, {
      token: world.operator,
      body: { text: "VIP customer: gift wrap" },
    });
    expect(noted.status).toBe(201);
    expect(noted.body.data).toEqual([
      expect.objectContaining({
        kind: "note",
        note: "VIP customer: gift wrap",
        fromStatus: null,
        quote: null,
        by: { _id: expect.any(String), fullName: expect.any(String) },
      }),
    ]);
    expect(await stateOf(server, orders, order.id)).toMatchObject({ version: 1, history: 1 });
    expect(mailsTo(server.config.dataDir, order.customerEmail)).toEqual([]);
    const empty = await call(server, "POST", `/order/${order.id}/notes`, {
      token: world.operator,
      body: { text: " " },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.text).toEqual(expect.any(String));
  });

  it("counts every status in the caller's scope, under the list's filters", async () => {
    const seller = await call(server, "GET", "/order/request/count-by-status", {
      token: world.sellerA.token,
    });
    expect(seller.status).toBe(200);
    expect(Object.keys(seller.body.data).sort()).toEqual([...ORDER_REQUEST_STATUSES].sort());
    const mine = await call(server, "GET", "/order/request?limit=100", {
      token: world.sellerA.token,
    });
    const total = Object.values(seller.body.data as Record<string, number>).reduce((a, b) => a + b);
    expect(total).toBe(mine.body.data.total);

    const found = await insertOrder(server, world.platform);
    const filtered = await call(
      server,
      "GET",
      `/orders/count-by-status?q=${found.customerEmail}&status=cancelledOrder`,
      {
        token: world.admin,
      },
    );
    expect(filtered.body.data).toEqual({
      orderConfirmed: 1,
      workingInProgress: 0,
      returnRequest: 0,
      returnApproved: 0,
      returnRequestRejected: 0,
      cancelledOrder: 0,
    });
  });

  it("publishes the counters after each change", async () => {
    const staff = await listenToCounters(server, world.admin);
    const seller = await listenToCounters(server, world.sellerA.token);
    sockets.push(staff.socket, seller.socket);
    const countOf = async (path: string, token: string) =>
      (await call(server, "GET", path, { token })).body.data as number;

    const request = await insertOrderRequest(server, world.sellerAProduct);
    const before = await countOf("/order/request/count", world.admin);
    const sellerBefore = await countOf("/order/request/count", world.sellerA.token);
    await call(server, "POST", `/order/request/${request.id}/status`, {
      token: world.admin,
      body: { version: 1, status: "requestInProgress" },
    });
    await countersDelivered(server);
    expect(staff.last.get("orderRequests")).toBe(before - 1);
    expect(seller.last.get("orderRequests")).toBe(sellerBefore - 1);

    const order = await insertOrder(server, world.sellerAProduct, { status: "workingInProgress" });
    const ordersBefore = await countOf("/order/count", world.admin);
    const returned = await post(
      server,
      "/intake/order-returns",
      { orderNumber: order.number, customerEmail: order.customerEmail, reason: "Wrong size" },
      { language: "en" },
    );
    expect(returned.status).toBe(201);
    await countersDelivered(server);
    expect(staff.last.get("orders")).toBe(ordersBefore + 1);
    expect(seller.last.get("orders")).toBe(await countOf("/order/count", world.sellerA.token));
  });

  it("refreshes the lists of staff and of the owning seller after a change", async () => {
    const follow = async (token: string) => {
      const socket = await connect(server.url, { token });
      sockets.push(socket);
      const received: RecordChange[] = [];
      socket.on(RECORD_CHANGED_EVENT, (change: RecordChange) => received.push(change));
      await socket.emitWithAck(SUBSCRIBE_MESSAGE, "resources/orders");
      return received;
    };
    const [staff, owner, other] = await Promise.all(
      [world.operator, world.sellerA.token, world.sellerB.token].map(follow),
    );
    const order = await insertOrder(server, world.sellerAProduct);
    await call(server, "POST", `/order/${order.id}/status`, {
      token: world.admin,
      body: { version: 1, status: "workingInProgress" },
    });
    await countersDelivered(server);
    for (const received of [staff, owner]) {
      expect(received).toEqual([
        expect.objectContaining({ type: "updated", payload: { ids: [order.id] } }),
      ]);
    }
    expect(other).toEqual([]);
  });

  it("keeps the customer's language from the intake, Italian unless the app says", async () => {
    const body = {
      customerName: "Emma Hart",
      customerEmail: "emma.hart@example.com",
      productId: world.platform.id,
      quantity: 1,
    };
    const english = await post(server, "/intake/order-requests", {
      ...body,
      customerLanguage: "en",
    });
    expect((await english.json()).data).toMatchObject({
      customerLanguage: "en",
      unitPriceCents: world.platform.priceCents,
      quote: null,
      version: 1,
    });
    const unsaid = await post(server, "/intake/order-requests", body);
    expect((await unsaid.json()).data.customerLanguage).toBe("it");
    const wrong = await post(server, "/intake/order-requests", { ...body, customerLanguage: "fr" });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors.customerLanguage).toEqual(expect.any(String));
  });

  it("takes a customer's return only for their own order being worked on", async () => {
    const order = await insertOrder(server, world.platform, {
      status: "workingInProgress",
      language: "it",
    });
    const body = {
      orderNumber: order.number,
      customerEmail: order.customerEmail,
      reason: "Taglia sbagliata",
    };
    const wrongEmail = await post(server, "/intake/order-returns", {
      ...body,
      customerEmail: "someone.else@example.com",
    });
    expect(wrongEmail.status).toBe(404);

    const confirmed = await insertOrder(server, world.platform);
    const tooEarly = await post(server, "/intake/order-returns", {
      ...body,
      orderNumber: confirmed.number,
      customerEmail: confirmed.customerEmail,
    });
    expect(tooEarly.status).toBe(409);
    expect((await tooEarly.json()).code).toBe("illegalMove");
    expect(await stateOf(server, orders, confirmed.id)).toEqual({
      status: "orderConfirmed",
      version: 1,
      history: 0,
    });

    const accepted = await post(server, "/intake/order-returns", {
      ...body,
      customerEmail: order.customerEmail.toUpperCase(),
    });
    expect(accepted.status).toBe(201);
    expect((await accepted.json()).data).toMatchObject({ status: "returnRequest", version: 2 });
    const history = await call(server, "GET", `/order/${order.id}/history`, { token: world.admin });
    expect(history.body.data).toEqual([
      expect.objectContaining({
        kind: "status",
        by: null,
        fromStatus: "workingInProgress",
        toStatus: "returnRequest",
        note: "Taglia sbagliata",
      }),
      expect.objectContaining({
        kind: "mail",
        mail: expect.objectContaining({
          to: order.customerEmail,
          subject: `Il suo ordine n. ${order.number}: Richiesta di reso`,
          state: "sent",
        }),
      }),
    ]);
    expect(lastMailTo(server.config.dataDir, order.customerEmail).subject).toBe(
      `Il suo ordine n. ${order.number}: Richiesta di reso`,
    );

    const approved = await call(server, "POST", `/order/${order.id}/status`, {
      token: world.admin,
      body: { version: 2, status: "returnApproved" },
    });
    expect(approved.status).toBe(200);
  });
});
