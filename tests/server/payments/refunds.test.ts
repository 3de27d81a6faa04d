import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { orders as ordersTable } from "../../../server/orders/schema.ts";
import { refunds } from "../../../server/refunds/schema.ts";
import { paymentWebhooks } from "../../../server/webhooks/schema.ts";
import { csvRows } from "../catalogue/context.ts";
import { describeServer, startTestServer, type TestServer } from "../harness.ts";
import { mailsTo } from "../mailbox.ts";
import { call, insertOrder, type ShopWorld, shopWorld } from "../orders/fixtures.ts";
import { deliverSigned, fakeRefundProvider, refundedEvent } from "./refundFixtures.ts";

const REASON = "Scratched on arrival";

/** Pays an order through the sandbox, as the record page's Simulate payment does. */
const paidOrder = async (server: TestServer, world: ShopWorld, language: "en" | "it" = "en") => {
  const order = await insertOrder(server, world.platform, { language });
  const paid = await call(server, "POST", "/stripe/sandbox-events", {
    token: world.admin,
    body: { type: "payment_intent.succeeded", orderId: order.id },
  });
  expect(paid.status).toBe(200);
  return order;
};

const paymentOf = async (server: TestServer, token: string, orderId: string) =>
  call(server, "GET", `/order/${orderId}/payment`, { token });

const refund = (
  server: TestServer,
  token: string,
  orderId: string,
  body: Record<string, unknown>,
  language = "en",
) => call(server, "POST", `/order/${orderId}/refunds`, { token, body, language });

describeServer("refunds through the sandbox provider", () => {
  let server: TestServer;
  let world: ShopWorld;

  beforeAll(async () => {
    server = await startTestServer();
    world = await shopWorld(server);
  });
  afterAll(async () => server?.close());

  it("reads Unpaid, then Paid with the amount received", async () => {
    const order = await insertOrder(server, world.platform);
    expect((await paymentOf(server, world.admin, order.id)).body.data).toMatchObject({
      state: "unpaid",
      paidCents: 0,
      refundableCents: 0,
    });
    expect(
      (await refund(server, world.admin, order.id, { amountCents: 100, reason: REASON })).body,
    ).toMatchObject({ code: "refundNothingPaid" });
    await call(server, "POST", "/stripe/sandbox-events", {
      token: world.admin,
      body: { type: "payment_intent.succeeded", orderId: order.id },
    });
    expect((await paymentOf(server, world.admin, order.id)).body.data).toMatchObject({
      state: "paid",
      paidCents: 40_000,
      refundedCents: 0,
      refundableCents: 40_000,
    });
  });

  it("settles partial refunds by charge.refunded: Partly refunded, then Refunded, never above the payment", async () => {
    const order = await paidOrder(server, world, "it");
    const first = await refund(server, world.admin, order.id, {
      amountCents: 15_000,
      reason: REASON,
    });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ amountCents: 15_000, state: "refunded" });
    expect((await paymentOf(server, world.admin, order.id)).body.data).toMatchObject({
      state: "partlyRefunded",
      paidCents: 40_000,
      refundedCents: 15_000,
      refundableCents: 25_000,
    });

    const tooMuch = await refund(server, world.admin, order.id, {
      amountCents: 25_001,
      reason: REASON,
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({
      code: "refundExceedsPayment",
      message: expect.stringContaining("250.00"),
      errors: { amountCents: expect.any(String) },
    });

    const rest = await refund(server, world.admin, order.id, {
      amountCents: 25_000,
      reason: REASON,
    });
    expect(rest.status).toBe(201);
    const payment = (await paymentOf(server, world.admin, order.id)).body.data;
    expect(payment).toMatchObject({
      state: "refunded",
      refundedCents: 40_000,
      pendingCents: 0,
      refundableCents: 0,
    });
    expect(payment.refunds.map((row: { amountCents: number }) => row.amountCents)).toEqual([
      25_000, 15_000,
    ]);

    // The order's history shows each refund, who asked for it and why, and where it stands.
    const history = await call(server, "GET", `/order/${order.id}/history`, { token: world.admin });
    const refundLines = history.body.data.filter(
      (entry: { kind: string }) => entry.kind === "refund",
    );
    expect(refundLines).toEqual([
      expect.objectContaining({
        note: REASON,
        by: expect.objectContaining({ fullName: expect.any(String) }),
        refund: expect.objectContaining({
          _id: first.body.data._id,
          amountCents: 15_000,
          state: "refunded",
        }),
      }),
      expect.objectContaining({
        refund: expect.objectContaining({
          _id: rest.body.data._id,
          amountCents: 25_000,
          state: "refunded",
        }),
      }),
    ]);
    expect(refundLines[0].refund.settledAt).toEqual(expect.any(String));

    // The webhook screen names the refund each event settled.
    const events = await server.app.db
      .select()
      .from(paymentWebhooks)
      .where(eq(paymentWebhooks.orderId, order.id));
    const settled = events.filter((event) => event.eventType === "charge.refunded");
    expect(settled.map((event) => event.refundId).sort()).toEqual(
      [first.body.data._id, rest.body.data._id].sort(),
    );
    const shown = await call(server, "GET", `/stripe/webhook/${settled[0]?.id}`, {
      token: world.admin,
    });
    expect(shown.body.data.refund).toMatchObject({ _id: expect.any(String) });

    // The customer is told in their language, with the amount.
    const mails = mailsTo(server.config.dataDir, order.customerEmail).filter((mail) =>
      mail.subject.startsWith("Rimborso"),
    );
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.text).join("\n")).toContain("150,00");
  });

  it("filters and exports orders by payment state", async () => {
    const order = await paidOrder(server, world);
    const other = await insertOrder(server, world.platform);
    await refund(server, world.admin, order.id, { amountCents: 100, reason: REASON });
    const ids = `ids=${order.id},${other.id}`;
    const listed = async (state: string) =>
      (await call(server, "GET", `/orders?${ids}&paymentState=${state}`, { token: world.admin }))
        .body.data;
    expect((await listed("partlyRefunded")).items.map((item: { _id: string }) => item._id)).toEqual(
      [order.id],
    );
    expect((await listed("unpaid")).items[0]).toMatchObject({
      _id: other.id,
      payment: { state: "unpaid", paidCents: 0, refundedCents: 0 },
    });
    expect((await listed("paid,refunded")).total).toBe(0);
    expect(
      (await call(server, "GET", `/orders?paymentState=owed`, { token: world.admin })).status,
    ).toBe(400);
    const exported = await server.api(`/orders/export/csv?ids=${order.id}`, {
      token: world.admin,
      language: "en",
    });
    const [header, row] = csvRows(await exported.text());
    const state = header?.indexOf("Payment state") ?? -1;
    expect(state).toBeGreaterThan(-1);
    expect(row?.[state]).toBe("Partly refunded");
  });

  it("refunds the last euro once when two administrators send it at the same moment", async () => {
    const order = await paidOrder(server, world);
    const [a, b] = await Promise.all([
      refund(server, world.admin, order.id, { amountCents: 40_000, reason: REASON }),
      refund(server, world.admin, order.id, { amountCents: 40_000, reason: REASON }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const rows = await server.app.db.select().from(refunds).where(eq(refunds.recordId, order.id));
    expect(rows).toHaveLength(1);
  });

  it("answers a refund sent twice with its id (a double click) with the one refund", async () => {
    const order = await paidOrder(server, world);
    const body = { refundId: randomUUID(), amountCents: 1_000, reason: REASON };
    const [a, b] = await Promise.all([
      refund(server, world.admin, order.id, body),
      refund(server, world.admin, order.id, body),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.data._id).toBe(body.refundId);
    expect(b.body.data._id).toBe(body.refundId);
    expect((await paymentOf(server, world.admin, order.id)).body.data).toMatchObject({
      refundedCents: 1_000,
      refunds: [expect.objectContaining({ _id: body.refundId })],
    });
  });

  it("validates the amount and the reason with localised messages", async () => {
    const order = await paidOrder(server, world);
    const english = await refund(server, world.admin, order.id, { amountCents: 0, reason: " " });
    expect(english.status).toBe(400);
    expect(english.body.errors).toEqual({
      amountCents: "Must be greater than zero",
      reason: "Please give a reason",
    });
    const italian = await refund(server, world.admin, order.id, { reason: "" }, "it");
    expect(italian.body.errors).toEqual({
      amountCents: "Indica l'importo da rimborsare",
      reason: "Indica un motivo",
    });
  });

  it("shows operators and the owning seller the payment state, and refuses them a refund (403)", async () => {
    const order = await paidOrder(server, world);
    expect((await paymentOf(server, world.operator, order.id)).body.data.state).toBe("paid");
    const body = { amountCents: 100, reason: REASON };
    expect((await refund(server, world.operator, order.id, body)).status).toBe(403);
    expect((await refund(server, world.sellerA.token, order.id, body)).status).toBe(403);
    // A seller reads only its own records' payments.
    expect((await paymentOf(server, world.sellerA.token, order.id)).status).toBe(404);
    const own = await insertOrder(server, world.sellerAProduct);
    expect((await paymentOf(server, world.sellerA.token, own.id)).body.data.state).toBe("unpaid");
    expect((await refund(server, world.sellerA.token, own.id, body)).status).toBe(403);
  });

  it("proposes the whole payment when a paid order is cancelled", async () => {
    const order = await paidOrder(server, world);
    const moved = await call(server, "POST", `/order/${order.id}/status`, {
      token: world.admin,
      body: { status: "cancelledOrder", version: order.version, note: REASON },
    });
    expect(moved.status).toBe(200);
    expect((await paymentOf(server, world.admin, order.id)).body.data.proposedCents).toBe(40_000);
  });
});

describeServer.each(["up", "down"] as const)(
  "refunds through a provider that is %s at first",
  (start) => {
    const provider = fakeRefundProvider();
    let server: TestServer;
    let world: ShopWorld;

    beforeAll(async () => {
      server = await startTestServer({
        env: { STRIPE_WEBHOOK_SECRET: provider.secret },
        overrides: {
          paymentProvider: provider,
          refunds: { backoffMs: [50], pollMs: 50 },
        },
      });
      world = await shopWorld(server);
    });
    afterAll(async () => server?.close());

    /** An order whose payment intent the provider's signed event says received 400 €. */
    const paidThroughProvider = async () => {
      const order = await insertOrder(server, world.platform);
      const intent = `pi_test_${randomUUID().replaceAll("-", "")}`;
      await server.app.db
        .update(ordersTable)
        .set({ paymentIntentId: intent })
        .where(eq(ordersTable.id, order.id));
      await deliverSigned(server, provider.secret, {
        type: "payment_intent.succeeded",
        object: { id: intent, object: "payment_intent", amount: 40_000, amount_received: 40_000 },
      });
      return { order, intent };
    };

    it("keeps the refund pending until the provider takes it once, then charge.refunded settles it", async () => {
      const { order, intent } = await paidThroughProvider();
      provider.down = start === "down";
      const body = { refundId: randomUUID(), amountCents: 10_000, reason: REASON };
      const created = await refund(server, world.admin, order.id, body);
      expect(created.status).toBe(201);
      expect(created.body.data.state).toBe("pending");
      // Sent again (a retry of the page): still one refund.
      expect((await refund(server, world.admin, order.id, body)).status).toBe(201);
      expect((await paymentOf(server, world.admin, order.id)).body.data).toMatchObject({
        state: "paid",
        pendingCents: 10_000,
        refundableCents: 30_000,
      });

      if (start === "down") {
        // The worker tries again while the provider is down, and nothing is refunded meanwhile.
        await expect
          .poll(() => provider.tries.get(body.refundId) ?? 0, { timeout: 5_000 })
          .toBeGreaterThan(1);
        expect(provider.refunded.get(body.refundId)).toBeUndefined();
        provider.down = false;
      }
      // The provider has refunded before the server records its answer: the row is what is
      // awaited, not the provider's side.
      const stored = async () =>
        (await server.app.db.select().from(refunds).where(eq(refunds.id, body.refundId)))[0];
      await expect
        .poll(async () => (await stored())?.providerRefundId, { timeout: 5_000 })
        .toBe(`re_fake_${body.refundId}`);
      expect(provider.refunded.get(body.refundId)).toBe(1);
      expect(await stored()).toMatchObject({ state: "pending" });

      await deliverSigned(
        server,
        provider.secret,
        refundedEvent(intent, 40_000, 10_000, body.refundId),
      );
      expect((await paymentOf(server, world.admin, order.id)).body.data).toMatchObject({
        state: "partlyRefunded",
        refundedCents: 10_000,
        pendingCents: 0,
        refunds: [expect.objectContaining({ state: "refunded" })],
      });
      // Nothing is sent again once settled, whatever the worker's rounds.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(provider.refunded.get(body.refundId)).toBe(1);
      expect(mailsTo(server.config.dataDir, order.customerEmail).at(-1)?.text).toContain("100.00");
    });

    it("turns a pending refund Failed when the provider's refund.failed arrives, and it can be sent again", async () => {
      const { order, intent } = await paidThroughProvider();
      const body = { refundId: randomUUID(), amountCents: 40_000, reason: REASON };
      expect((await refund(server, world.admin, order.id, body)).status).toBe(201);
      await expect.poll(() => provider.refunded.get(body.refundId), { timeout: 5_000 }).toBe(1);

      await deliverSigned(server, provider.secret, {
        type: "refund.failed",
        object: {
          id: `re_fake_${body.refundId}`,
          object: "refund",
          payment_intent: intent,
          status: "failed",
          failure_reason: "expired_or_canceled_card",
          metadata: { refundId: body.refundId },
        },
      });
      const payment = (await paymentOf(server, world.admin, order.id)).body.data;
      expect(payment).toMatchObject({ state: "paid", pendingCents: 0, refundableCents: 40_000 });
      expect(payment.refunds[0]).toMatchObject({
        _id: body.refundId,
        state: "failed",
        providerMessage: "expired_or_canceled_card",
      });
      const [stored] = await server.app.db
        .select()
        .from(paymentWebhooks)
        .where(eq(paymentWebhooks.refundId, body.refundId));
      expect(stored).toMatchObject({ eventType: "refund.failed", status: "processed" });
      // Nothing was refunded: the whole payment may be refunded again, by a new refund.
      const again = await refund(server, world.admin, order.id, {
        amountCents: 40_000,
        reason: REASON,
      });
      expect(again.status).toBe(201);
    });

    it("marks a refund the provider refuses Failed, with the provider's words", async () => {
      const { order } = await paidThroughProvider();
      provider.refuseNext = "Charge ch_1 has been disputed";
      const created = await refund(server, world.admin, order.id, {
        amountCents: 500,
        reason: REASON,
      });
      expect(created.body.data).toMatchObject({
        state: "failed",
        providerMessage: "Charge ch_1 has been disputed",
      });
      expect((await paymentOf(server, world.admin, order.id)).body.data.refundableCents).toBe(
        40_000,
      );
      const history = await call(server, "GET", `/order/${order.id}/history`, {
        token: world.admin,
      });
      expect(history.body.data).toContainEqual(
        expect.objectContaining({
          kind: "refund",
          refund: expect.objectContaining({
            state: "failed",
            providerMessage: "Charge ch_1 has been disputed",
          }),
        }),
      );
    });
  },
);
