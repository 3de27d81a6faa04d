import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ORDER_MOVES,
  ORDER_REQUEST_MOVES,
  ORDER_REQUEST_STATUSES,
  ORDER_STATUSES,
  REASON_REQUIRED,
} from "../../../domain/orders.ts";
import { orderRequests } from "../../../server/orderRequests/schema.ts";
import { orders } from "../../../server/orders/schema.ts";
import { describeServer, startTestServer, type TestServer } from "../harness.ts";
import { lastMailTo, mailsTo } from "../mailbox.ts";
import {
  call,
  insertOrder,
  insertOrderRequest,
  QUOTE,
  REASON,
  type ShopWorld,
  shopWorld,
  stateOf,
} from "./fixtures.ts";

/** Both machines of docs/statuses.md through HTTP: what moves, what is refused, what is mailed. */
describeServer("status moves", () => {
  let server: TestServer;
  let world: ShopWorld;
  beforeAll(async () => {
    server = await startTestServer();
    world = await shopWorld(server);
  });
  afterAll(() => server?.close());

  describe("order request moves", () => {
    const pairs = ORDER_REQUEST_STATUSES.flatMap((from) =>
      ORDER_REQUEST_STATUSES.map((to) => ({
        from,
        to,
        allowed: ORDER_REQUEST_MOVES[from].includes(to),
      })),
    );

    it.each(pairs)("$from → $to allowed: $allowed", async ({ from, to, allowed }) => {
      const request = await insertOrderRequest(server, world.platform, { status: from });
      const answer = await call(server, "POST", `/order/request/${request.id}/status`, {
        token: world.admin,
        body: { version: 1, status: to, note: REASON },
      });
      const after = await stateOf(server, orderRequests, request.id);
      if (allowed) {
        expect(answer.status).toBe(200);
        expect(answer.body.data).toMatchObject({ status: to, version: 2 });
        expect(after).toEqual({ status: to, version: 2, history: 1 });
      } else {
        expect(answer.status).toBe(409);
        expect(answer.body.code).toBe("illegalMove");
        expect(after).toEqual({ status: from, version: 1, history: 0 });
      }
    });
  });

  describe("order moves", () => {
    const pairs = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.map((to) => ({ from, to, allowed: ORDER_MOVES[from].includes(to) })),
    );

    it.each(pairs)("$from → $to allowed: $allowed", async ({ from, to, allowed }) => {
      const order = await insertOrder(server, world.platform, { status: from });
      const answer = await call(server, "POST", `/order/${order.id}/status`, {
        token: world.operator,
        body: { version: 1, status: to, note: REASON },
      });
      const after = await stateOf(server, orders, order.id);
      if (allowed) {
        expect(answer.status).toBe(200);
        expect(after).toEqual({ status: to, version: 2, history: 1 });
      } else {
        expect(answer.status).toBe(409);
        expect(answer.body.code).toBe("illegalMove");
        expect(after).toEqual({ status: from, version: 1, history: 0 });
      }
    });
  });

  it("requires a reason where REASON_REQUIRED says, and changes nothing without one", async () => {
    const cases = [
      {
        path: "/order/request",
        insert: () => insertOrderRequest(server, world.platform),
        to: "requestDenied",
      },
      { path: "/order", insert: () => insertOrder(server, world.platform), to: "cancelledOrder" },
    ];
    for (const { path, insert, to } of cases) {
      expect(REASON_REQUIRED.has(to as never)).toBe(true);
      const record = await insert();
      const answer = await call(server, "POST", `${path}/${record.id}/status`, {
        token: world.admin,
        body: { version: 1, status: to, note: "  " },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors.note).toBe("Please give a reason");
      const table = path === "/order" ? orders : orderRequests;
      expect(await stateOf(server, table, record.id)).toEqual({
        status: record.status,
        version: 1,
        history: 0,
      });
    }
  });

  it("mails a denied request's reason, and every order change, in the customer's language", async () => {
    const request = await insertOrderRequest(server, world.platform, { language: "it" });
    await call(server, "POST", `/order/request/${request.id}/status`, {
      token: world.admin,
      body: { version: 1, status: "requestDenied", note: "Prodotto non più disponibile" },
    });
    const denied = lastMailTo(server.config.dataDir, request.customerEmail);
    expect(denied.subject).toBe(`La sua richiesta n. ${request.number} non può essere accolta`);
    expect(denied.text).toContain("Motivo: Prodotto non più disponibile");

    const quiet = await insertOrderRequest(server, world.platform);
    await call(server, "POST", `/order/request/${quiet.id}/status`, {
      token: world.admin,
      body: { version: 1, status: "requestInProgress" },
    });
    expect(mailsTo(server.config.dataDir, quiet.customerEmail)).toEqual([]);

    const order = await insertOrder(server, world.platform, { language: "en" });
    await call(server, "POST", `/order/${order.id}/status`, {
      token: world.admin,
      body: { version: 1, status: "workingInProgress", note: "Being packed" },
    });
    const moved = lastMailTo(server.config.dataDir, order.customerEmail);
    expect(moved.subject).toBe(`Your order no. ${order.number}: Working in progress`);
    expect(moved.text).toContain("Note: Being packed");
  });

  it("refuses a stale version and lets exactly one of two concurrent writes win", async () => {
    const request = await insertOrderRequest(server, world.platform);
    const first = await call(server, "POST", `/order/request/${request.id}/status`, {
      token: world.admin,
      body: { version: 1, status: "requestInProgress" },
    });
    expect(first.status).toBe(200);
    const stale = await call(server, "PUT", `/order/request/${request.id}`, {
      token: world.admin,
      body: { version: 1, ...QUOTE },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("staleVersion");
    expect(await stateOf(server, orderRequests, request.id)).toEqual({
      status: "requestInProgress",
      version: 2,
      history: 1,
    });

    const order = await insertOrder(server, world.platform);
    const answers = await Promise.all(
      (["workingInProgress", "cancelledOrder"] as const).map((status) =>
        call(server, "POST", `/order/${order.id}/status`, {
          token: world.admin,
          body: { version: 1, status, note: REASON },
        }),
      ),
    );
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409]);
    expect(answers.find(({ status }) => status === 409)?.body.code).toBe("staleVersion");
    expect(await stateOf(server, orders, order.id)).toMatchObject({ version: 2, history: 1 });
  });
});
