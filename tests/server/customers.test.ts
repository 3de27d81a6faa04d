import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { CustomerDetail, CustomerSummary } from "../../domain/customers.schema.ts";
import { USER_TYPE } from "../../domain/userTypes.ts";
import { customerIdOf } from "../../server/customers/key.ts";
import { eventRequests } from "../../server/eventRequests/schema.ts";
import { orderRequests } from "../../server/orderRequests/schema.ts";
import { orders } from "../../server/orders/schema.ts";
import { rentRequests } from "../../server/rentRequests/schema.ts";
import { paymentWebhooks } from "../../server/webhooks/schema.ts";
import { createAccount } from "./accounts.ts";
import { describeServer, startTestServer, type TestServer } from "./harness.ts";
import {
  call,
  insertOrder,
  insertOrderRequest,
  type ShopWorld,
  shopWorld,
} from "./orders/fixtures.ts";
import { insertEventRequest, insertRentRequest } from "./rent/workFixtures.ts";

type RecordTable =
  | typeof orders
  | typeof orderRequests
  | typeof rentRequests
  | typeof eventRequests;

/** Gives a record the customer's address, written as `email` (any case). */
const writtenAs = async (server: TestServer, table: RecordTable, id: string, email: string) => {
  await server.app.db
    .update(table)
    .set({ customerEmail: email, customerPhone: "+39 333 1234567" })
    .where(eq(table.id, id));
};

/** A reconciled payment event of a record, straight in the database. */
const paymentEvent = async (
  server: TestServer,
  record: { orderId?: string; rentRequestId?: string },
  kind: "paid" | "refunded",
  amountCents: number,
  intent: string,
) => {
  await server.app.db.insert(paymentWebhooks).values({
    eventId: `evt_${randomBytes(6).toString("hex")}`,
    eventType: kind === "paid" ? "payment_intent.succeeded" : "charge.refunded",
    status: "processed",
    externalTransactionId: intent,
    amountCents,
    payload: "{}",
    ...record,
  });
};

describeServer("Customers across both lines", () => {
  let server: TestServer;
  let world: ShopWorld;
  const address = `Vera.Rossi-${randomBytes(4).toString("hex")}@Example.com`;
  const id = customerIdOf(address);
  let records: Record<"order" | "sellerOrder" | "request" | "rent" | "event", string>;

  beforeAll(async () => {
    server = await startTestServer();
    world = await shopWorld(server);
    const order = await insertOrder(server, world.platform);
    const sellerOrder = await insertOrder(server, world.sellerAProduct);
    const request = await insertOrderRequest(server, world.sellerAProduct);
    const rent = await insertRentRequest(server, null);
    const event = await insertEventRequest(server, null);
    await writtenAs(server, orders, order.id, address.toUpperCase());
    await writtenAs(server, orders, sellerOrder.id, address);
    await writtenAs(server, orderRequests, request.id, address.toLowerCase());
    await writtenAs(server, rentRequests, rent.id, address);
    await writtenAs(server, eventRequests, event.id, address.toLowerCase());
    records = {
      order: order.id,
      sellerOrder: sellerOrder.id,
      request: request.id,
      rent: rent.id,
      event: event.id,
    };
    const intent = `pi_${randomBytes(6).toString("hex")}`;
    await paymentEvent(server, { orderId: order.id }, "paid", 40_000, intent);
    // Two refunds of one charge: the event carries the charge's refunded total so far.
    await paymentEvent(server, { orderId: order.id }, "refunded", 5_000, intent);
    await paymentEvent(server, { orderId: order.id }, "refunded", 15_000, intent);
    await paymentEvent(server, { rentRequestId: rent.id }, "paid", 900_000, `pi_r${intent}`);
  });
  afterAll(() => server?.close());

  const customer = async (token: string, customerId = id) =>
    call(server, "GET", `/customers/${customerId}`, { token });

  it("assembles every line's records by e-mail, whatever its case", async () => {
    const { status, body } = await customer(world.operator);
    expect(status).toBe(200);
    const detail = body.data as CustomerDetail;
    expect(detail.counts).toEqual({
      orders: 2,
      orderRequests: 1,
      rentRequests: 1,
      eventRequests: 1,
    });
    expect(detail.phone).toBe("+39 333 1234567");
    expect(detail.anonymised).toBe(false);
    const opened = detail.timeline.map((item) => `${item.kind}:${item.recordId}`);
    for (const [kind, recordId] of [
      ["order", records.order],
      ["order", records.sellerOrder],
      ["orderRequest", records.request],
      ["rentRequest", records.rent],
      ["eventRequest", records.event],
    ])
      expect(opened).toContain(`${kind}:${recordId}`);
    const ats = detail.timeline.map((item) => item.at);
    expect(ats).toEqual([...ats].sort().reverse());
    // New requests and a confirmed order wait in the queue: they are the open work.
    expect(detail.openWork.map((work) => work.recordId).sort()).toEqual(
      Object.values(records).sort(),
    );
  });

  it("counts spend per line as paid minus refunded", async () => {
    const { body } = await customer(world.admin);
    expect(body.data.spend).toEqual({ shop: 25_000, rent: 900_000 });
    const kinds = (body.data as CustomerDetail).timeline.map((item) => item.kind);
    expect(kinds.filter((kind) => kind === "payment")).toHaveLength(2);
  });

  it("lists the customer once, found by name, e-mail or phone, sorted by spend", async () => {
    for (const q of [address.slice(0, 12).toLowerCase(), "333 1234567"]) {
      const { status, body } = await call(
        server,
        "GET",
        `/customers?q=${encodeURIComponent(q)}&sort=-spend`,
        { token: world.operator },
      );
      expect(status).toBe(200);
      const mine = (body.data.items as CustomerSummary[]).filter((item) => item._id === id);
      expect(mine).toHaveLength(1);
      expect(mine[0]?.spend).toEqual({ shop: 25_000, rent: 900_000 });
    }
    const { body } = await call(server, "GET", "/customers?sort=-spend&limit=100", {
      token: world.operator,
    });
    const spends = (body.data.items as CustomerSummary[]).map((c) => c.spend.shop + c.spend.rent);
    expect(spends).toEqual([...spends].sort((a, b) => b - a));
    expect(body.data.total).toBeGreaterThanOrEqual(1);
    expect(
      (await call(server, "GET", "/customers?sort=name", { token: world.operator })).status,
    ).toBe(400);
  });

  it("is found by Cmd-K by name or e-mail: by staff, by the seller of its records only", async () => {
    const found = async (token: string, q: string) => {
      const { status, body } = await call(
        server,
        "GET",
        `/search?q=${encodeURIComponent(q)}&limit=20`,
        {
          token,
        },
      );
      expect(status).toBe(200);
      return (body.data.items as { kind: string; id: string; subtitle: string }[]).filter(
        (hit) => hit.kind === "customer",
      );
    };
    const byAddress = address.slice(0, 12).toLowerCase();
    expect(await found(world.operator, byAddress)).toEqual([
      expect.objectContaining({ id, subtitle: expect.stringMatching(/vera\.rossi/i) }),
    ]);
    const { body } = await customer(world.operator);
    const name = (body.data as CustomerDetail).names[0] as string;
    expect((await found(world.operator, name)).map((hit) => hit.id)).toContain(id);
    expect((await found(world.sellerA.token, byAddress)).map((hit) => hit.id)).toEqual([id]);
    expect(await found(world.sellerB.token, byAddress)).toEqual([]);
  });

  it("shows a seller only its own records, and another seller's customer is a 404", async () => {
    const { status, body } = await customer(world.sellerA.token);
    expect(status).toBe(200);
    const detail = body.data as CustomerDetail;
    expect(detail.timeline.map((item) => item.recordId).sort()).toEqual(
      [records.sellerOrder, records.request].sort(),
    );
    expect(detail.spend).toEqual({ shop: 0, rent: 0 });
    expect(detail.account).toBeNull();
    expect((await customer(world.sellerB.token)).status).toBe(404);
    const listed = await call(server, "GET", `/customers?q=${encodeURIComponent(address)}`, {
      token: world.sellerB.token,
    });
    expect(listed.body.data.total).toBe(0);
  });

  it("shows an anonymised person as one anonymised customer with the amounts kept", async () => {
    const account = await createAccount(server, { userType: USER_TYPE.customer });
    const order = await insertOrder(server, world.platform);
    const rent = await insertRentRequest(server, null);
    await writtenAs(server, orders, order.id, account.email.toUpperCase());
    await writtenAs(server, rentRequests, rent.id, account.email);
    await paymentEvent(
      server,
      { orderId: order.id },
      "paid",
      40_000,
      `pi_${randomBytes(6).toString("hex")}`,
    );
    const before = await customer(world.admin, customerIdOf(account.email));
    expect(before.body.data.account).toMatchObject({ _id: account.id, type: USER_TYPE.customer });

    expect(
      (await call(server, "DELETE", `/user/${account.id}`, { token: world.admin })).status,
    ).toBe(200);
    expect((await customer(world.admin, customerIdOf(account.email))).status).toBe(404);
    const anonymisedId = customerIdOf(`deleted-${account.id}@invalid`);
    const { status, body } = await customer(world.admin, anonymisedId);
    expect(status).toBe(200);
    const detail = body.data as CustomerDetail;
    expect(detail).toMatchObject({
      anonymised: true,
      names: ["Deleted user"],
      phone: null,
      spend: { shop: 40_000, rent: 0 },
      counts: { orders: 1, rentRequests: 1 },
    });
    expect(JSON.stringify(detail)).not.toContain(account.email);
  });

  it("names the customer on each record's answer", async () => {
    for (const path of [
      `/order/${records.order}`,
      `/order/request/${records.request}`,
      `/request/${records.rent}`,
      `/event/request/${records.event}`,
    ]) {
      const { status, body } = await call(server, "GET", path, { token: world.admin });
      expect(status, path).toBe(200);
      expect(body.data.customerId, path).toBe(id);
    }
    const listed = await call(server, "GET", `/orders?ids=${records.order}`, {
      token: world.admin,
    });
    expect(listed.body.data.items[0].customerId).toBe(id);
  });

  it("answers 404 to an id that names nobody", async () => {
    expect((await customer(world.operator, "0".repeat(32))).status).toBe(404);
    expect((await customer(world.operator, "not-an-id")).status).toBe(404);
  });
});
