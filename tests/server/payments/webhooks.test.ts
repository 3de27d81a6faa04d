import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, expect, it } from "vitest";
import { API_BASE_PATH } from "../../../domain/api.ts";
import { orderRequestQuotes } from "../../../server/orderRequests/schema.ts";
import { orders } from "../../../server/orders/schema.ts";
import { paymentWebhooks } from "../../../server/webhooks/schema.ts";
import { csvRows, signInAll, type Tokens, xlsxRows } from "../catalogue/context.ts";
import { describeServer, startTestServer, type TestServer } from "../harness.ts";
import { ROOMY_INTAKE } from "../live/fixtures.ts";
import {
  call,
  insertOrder,
  insertOrderRequest,
  QUOTE,
  type ShopWorld,
  shopWorld,
} from "../orders/fixtures.ts";
import {
  insertEvent,
  insertEventRequest,
  insertModel,
  insertRentRequest,
  offerBody,
} from "../rent/workFixtures.ts";

const SECRET = "whsec_test_secret_for_the_webhook_suite";
const unique = (prefix: string) => `${prefix}_${randomBytes(8).toString("hex")}`;

/** A Stripe-shaped event about a payment intent (or a charge of one). */
const eventAbout = (type: string, object: Record<string, unknown>, id = unique("evt")) =>
  JSON.stringify({ id, object: "event", type, created: 1, data: { object } });

const intent = (paymentIntentId: string) => ({
  id: paymentIntentId,
  object: "payment_intent",
  amount: 1000,
});

describeServer("payment webhooks", () => {
  let server: TestServer;
  let world: ShopWorld;
  let tokens: Tokens;
  let logged = "";
  const signaturesSent: string[] = [];

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on("data", (chunk: Buffer) => {
      logged += chunk.toString();
    });
    server = await startTestServer({
      ...ROOMY_INTAKE,
      env: { STRIPE_WEBHOOK_SECRET: SECRET, LOG_LEVEL: "trace" },
      logStream,
    });
    world = await shopWorld(server);
    tokens = await signInAll(server);
  });
  afterAll(async () => server?.close());

  /** The public call as Stripe makes it: no token, no app key, the raw body and its signature. */
  const deliver = async (payload: string, signature?: string) => {
    if (signature) signaturesSent.push(signature);
    const response = await fetch(`${server.url}${API_BASE_PATH}/stripe/webhook`, {
      method: "POST",
      headers: {
        "content-type": "application/json; charset=utf-8",
        "accept-language": "en",
        ...(signature === undefined ? {} : { "stripe-signature": signature }),
      },
      body: payload,
    });
    // biome-ignore lint/suspicious/noExplicitAny: answers are checked by assertions
    return { status: response.status, body: (await response.json()) as any };
  };
  const signed = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? SECRET,
      ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
    });
  const storedWith = async (eventId: string) =>
    server.app.db.select().from(paymentWebhooks).where(eq(paymentWebhooks.eventId, eventId));
  const idOf = (payload: string) => (JSON.parse(payload) as { id: string }).id;

  it("seeds demo webhooks of every status, matched and unmatched, on their records' history", async () => {
    const seeded = await server.app.db.select().from(paymentWebhooks);
    expect(new Set(seeded.map((row) => row.status))).toEqual(
      new Set(["processed", "ignored", "failed"]),
    );
    expect(seeded.some((row) => row.orderId)).toBe(true);
    expect(seeded.some((row) => row.orderRequestId)).toBe(true);
    expect(seeded.some((row) => row.rentRequestId)).toBe(true);
    expect(seeded.some((row) => row.eventRequestId)).toBe(true);
    expect(
      seeded.some(
        (row) => !row.orderId && !row.orderRequestId && !row.rentRequestId && !row.eventRequestId,
      ),
    ).toBe(true);
    const paid = seeded.find((row) => row.orderId && row.eventType === "payment_intent.succeeded");
    const history = await call(server, "GET", `/order/${paid?.orderId}/history`, {
      token: tokens.admin,
    });
    expect(history.body.data).toContainEqual(
      expect.objectContaining({
        kind: "payment",
        payment: expect.objectContaining({ externalTransactionId: paid?.externalTransactionId }),
      }),
    );
  });

  it("stores a validly signed event once, without a token or app key, and answers a replay 200", async () => {
    const payload = eventAbout("payment_intent.succeeded", intent(unique("pi")));
    const first = await deliver(payload, signed(payload));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: "ignored", replayed: false });
    expect(await storedWith(idOf(payload))).toHaveLength(1);

    const again = await deliver(payload, signed(payload));
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({
      _id: first.body.data._id,
      status: "ignored",
      replayed: true,
    });
    const [stored] = await storedWith(idOf(payload));
    expect(stored?.payload).toBe(payload);
    expect(await storedWith(idOf(payload))).toHaveLength(1);
  });

  it("stores an event delivered several times at once only once, with one history line", async () => {
    const order = await insertOrder(server, world.platform);
    const paymentIntentId = unique("pi");
    await server.app.db.update(orders).set({ paymentIntentId }).where(eq(orders.id, order.id));
    const payload = eventAbout("payment_intent.succeeded", intent(paymentIntentId));
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => deliver(payload, signed(payload))),
    );
    expect(answers.map(({ status }) => status)).toEqual([200, 200, 200, 200]);
    expect(answers.filter(({ body }) => !body.data.replayed)).toHaveLength(1);
    expect(await storedWith(idOf(payload))).toHaveLength(1);
    const history = await call(server, "GET", `/order/${order.id}/history`, {
      token: tokens.admin,
    });
    expect(
      history.body.data.filter((entry: { kind: string }) => entry.kind === "payment"),
    ).toHaveLength(1);
  });

  it("answers 400 and stores nothing for a bad, missing or stale signature", async () => {
    const payload = eventAbout("payment_intent.succeeded", intent(unique("pi")));
    const refused = {
      code: "webhookSignatureInvalid",
      message: "The webhook's signature is missing, wrong or too old: nothing was stored.",
    };
    const wrongSecret = await deliver(payload, signed(payload, { secret: "whsec_someone_else" }));
    expect(wrongSecret).toEqual({ status: 400, body: refused });
    const tampered = await deliver(payload.replace("1000", "1"), signed(payload));
    expect(tampered).toEqual({ status: 400, body: refused });
    expect(await deliver(payload)).toEqual({ status: 400, body: refused });
    expect(await deliver(payload, "nonsense")).toEqual({ status: 400, body: refused });
    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 360;
    const stale = await deliver(payload, signed(payload, { timestamp: sixMinutesAgo }));
    expect(stale).toEqual({ status: 400, body: refused });
    expect(await storedWith(idOf(payload))).toHaveLength(0);

    const notAnEvent = JSON.stringify({ hello: "world" });
    const shapeless = await deliver(notAnEvent, signed(notAnEvent));
    expect(shapeless.status).toBe(400);
    expect(shapeless.body.code).toBe("webhookPayloadInvalid");
  });

  it("matches a payment and a refund to their order, on its history for whoever sees the order", async () => {
    const order = await insertOrder(server, world.sellerAProduct);
    const paymentIntentId = unique("pi");
    await server.app.db.update(orders).set({ paymentIntentId }).where(eq(orders.id, order.id));

    const paid = eventAbout("payment_intent.succeeded", intent(paymentIntentId));
    expect((await deliver(paid, signed(paid))).body.data.status).toBe("processed");
    const refund = eventAbout("charge.refunded", {
      id: unique("ch"),
      object: "charge",
      payment_intent: paymentIntentId,
    });
    expect((await deliver(refund, signed(refund))).body.data.status).toBe("processed");
    // A replay writes no second history line.
    await deliver(paid, signed(paid));

    const history = await call(server, "GET", `/order/${order.id}/history`, {
      token: world.sellerA.token,
    });
    expect(history.status).toBe(200);
    const payments = history.body.data.filter(
      (entry: { kind: string }) => entry.kind === "payment",
    );
    expect(payments.map((entry: { payment: unknown }) => entry.payment)).toEqual([
      expect.objectContaining({
        eventType: "payment_intent.succeeded",
        externalTransactionId: paymentIntentId,
      }),
      expect.objectContaining({
        eventType: "charge.refunded",
        externalTransactionId: paymentIntentId,
      }),
    ]);

    const listed = await call(
      server,
      "GET",
      `/stripe/webhook?orderId=${order.id}&sort=receivedAt`,
      {
        token: tokens.admin,
      },
    );
    expect(listed.body.data.total).toBe(2);
    expect(listed.body.data.items[0]).toMatchObject({
      webhookId: idOf(paid),
      type: "payment_intent",
      eventType: "payment_intent.succeeded",
      status: "processed",
      productType: "shopOrder",
      externalTransactionId: paymentIntentId,
      order: { _id: order.id, number: order.number },
      orderRequest: null,
      matched: true,
      payload: paid,
    });
    const one = await call(server, "GET", `/stripe/webhook/${listed.body.data.items[1]._id}`, {
      token: tokens.admin,
    });
    expect(one.body.data).toMatchObject({ type: "charge", eventType: "charge.refunded" });
  });

  it("matches a quote's payment to its order request, and the sandbox pays one itself", async () => {
    const request = await insertOrderRequest(server, world.platform, {
      status: "requestInProgress",
    });
    const quoted = await call(server, "PUT", `/order/request/${request.id}`, {
      token: world.admin,
      body: { version: 1, ...QUOTE },
    });
    expect(quoted.status).toBe(200);
    const paymentIntentId = unique("pi");
    await server.app.db
      .update(orderRequestQuotes)
      .set({ paymentIntentId })
      .where(eq(orderRequestQuotes.orderRequestId, request.id));
    const paid = eventAbout("payment_intent.succeeded", intent(paymentIntentId));
    expect((await deliver(paid, signed(paid))).body.data.status).toBe("processed");

    const sandbox = await call(server, "POST", "/stripe/sandbox-events", {
      token: tokens.admin,
      body: { type: "charge.refunded", requestId: request.id },
    });
    expect(sandbox.status).toBe(200);
    expect(sandbox.body.data).toMatchObject({
      status: "processed",
      productType: "orderRequestQuote",
      orderRequest: { _id: request.id },
      externalTransactionId: paymentIntentId,
    });
    const history = await call(server, "GET", `/order/request/${request.id}/history`, {
      token: tokens.admin,
    });
    const kinds = history.body.data.map((entry: { kind: string }) => entry.kind);
    expect(kinds.filter((kind: string) => kind === "payment")).toHaveLength(2);
    const listed = await call(
      server,
      "GET",
      `/order/request?ids=${request.id}&paymentState=refunded`,
      {
        token: tokens.operator,
      },
    );
    expect(listed.body.data.items.map((item: { _id: string }) => item._id)).toEqual([request.id]);
    expect(listed.body.data.items[0].payment).toMatchObject({
      state: "refunded",
      refundedCents: quoted.body.data.quote.totalCents,
    });
    const exported = await server.api(`/order/request/export/csv?ids=${request.id}`, {
      token: tokens.admin,
      language: "it",
    });
    const [header, row] = csvRows(await exported.text());
    expect(row?.[header?.indexOf("Stato del pagamento") ?? -1]).toBe("Rimborsato");
  });

  it("matches a booking's payment to its rent or event request through the current offer", async () => {
    const rent = await insertRentRequest(server, (await insertModel(server)).id, {
      status: "inProgress",
    });
    const gala = await insertEventRequest(server, await insertEvent(server, 50), {
      status: "inProgress",
    });
    for (const [path, id] of [
      ["/request", rent.id],
      ["/event/request", gala.id],
    ] as const) {
      const offered = await call(server, "PUT", `${path}/${id}/offer`, {
        token: tokens.admin,
        body: offerBody(1),
      });
      expect(offered.status).toBe(200);
    }
    const paidRent = await call(server, "POST", "/stripe/sandbox-events", {
      token: tokens.admin,
      body: { type: "payment_intent.succeeded", rentRequestId: rent.id },
    });
    expect(paidRent.body.data).toMatchObject({
      status: "processed",
      productType: "rentBooking",
      rentRequest: { _id: rent.id, number: rent.number },
      matched: true,
    });
    const paidGala = await call(server, "POST", "/stripe/sandbox-events", {
      token: tokens.admin,
      body: { type: "payment_intent.succeeded", eventRequestId: gala.id },
    });
    expect(paidGala.body.data).toMatchObject({
      productType: "eventBooking",
      eventRequest: { _id: gala.id },
    });
    const history = await call(server, "GET", `/event/request/${gala.id}/history`, {
      token: tokens.operator,
    });
    expect(history.body.data.map((entry: { kind: string }) => entry.kind)).toContain("payment");
    const listed = await call(server, "GET", `/stripe/webhook?rentRequestId=${rent.id}`, {
      token: tokens.admin,
    });
    expect(listed.body.data.total).toBe(1);
    for (const [path, id] of [
      ["/requests", rent.id],
      ["/event/requests", gala.id],
    ] as const) {
      const paid = await call(server, "GET", `${path}?ids=${id}&paymentState=paid`, {
        token: tokens.operator,
      });
      expect(paid.body.data.items).toEqual([
        expect.objectContaining({ _id: id, payment: expect.objectContaining({ state: "paid" }) }),
      ]);
      const exported = await server.api(`${path}/export/csv?ids=${id}`, {
        token: tokens.admin,
        language: "en",
      });
      const [header, row] = csvRows(await exported.text());
      expect(row?.[header?.indexOf("Payment state") ?? -1]).toBe("Paid");
    }
    const unoffered = await insertRentRequest(server, null);
    const noOffer = await call(server, "POST", "/stripe/sandbox-events", {
      token: tokens.admin,
      body: { type: "charge.refunded", rentRequestId: unoffered.id },
    });
    expect(noOffer).toMatchObject({ status: 409, body: { code: "sandboxNoOffer" } });
  });

  it("pays and refunds in the sandbox once each, in that order, as a provider would", async () => {
    const order = await insertOrder(server, world.platform);
    const send = (type: string, language = "en") =>
      call(server, "POST", "/stripe/sandbox-events", {
        token: tokens.admin,
        body: { type, orderId: order.id },
        language,
      });
    expect((await send("payment_intent.succeeded")).status).toBe(200);
    const twice = await send("payment_intent.succeeded", "it");
    expect(twice).toMatchObject({ status: 409, body: { code: "sandboxAlreadyPaid" } });
    expect(twice.body.message).toMatch(/già stato pagato/);
    expect((await send("charge.refunded")).status).toBe(200);
    expect(await send("charge.refunded")).toMatchObject({
      status: 409,
      body: { code: "sandboxAlreadyRefunded" },
    });
    expect(await send("payment_intent.succeeded")).toMatchObject({
      status: 409,
      body: { code: "sandboxAlreadyPaid" },
    });
    const history = await call(server, "GET", `/order/${order.id}/history`, {
      token: tokens.admin,
    });
    const kinds = history.body.data.map((entry: { kind: string }) => entry.kind);
    expect(kinds.filter((kind: string) => kind === "payment")).toHaveLength(2);
    const listed = await call(server, "GET", `/stripe/webhook?orderId=${order.id}`, {
      token: tokens.admin,
    });
    expect(listed.body.data.total).toBe(2);
  });

  it("pays once when the sandbox is asked twice at the same moment", async () => {
    const order = await insertOrder(server, world.platform);
    const pay = () =>
      call(server, "POST", "/stripe/sandbox-events", {
        token: tokens.admin,
        body: { type: "payment_intent.succeeded", orderId: order.id },
      });
    const answers = await Promise.all([pay(), pay(), pay()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const history = await call(server, "GET", `/order/${order.id}/history`, {
      token: tokens.admin,
    });
    const kinds = history.body.data.map((entry: { kind: string }) => entry.kind);
    expect(kinds.filter((kind: string) => kind === "payment")).toHaveLength(1);
    const [paid] = await server.app.db.select().from(orders).where(eq(orders.id, order.id));
    const [answer] = answers.filter((each) => each.status === 200);
    expect(answer?.body.data.externalTransactionId).toBe(paid?.paymentIntentId);
  });

  it("lets the sandbox pay an order with no payment intent yet, and checks what it is asked", async () => {
    const order = await insertOrder(server, world.platform);
    const sent = await call(server, "POST", "/stripe/sandbox-events", {
      token: tokens.admin,
      body: { type: "payment_intent.succeeded", orderId: order.id },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ status: "processed", order: { _id: order.id } });
    const [stored] = await server.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(sent.body.data.externalTransactionId).toBe(stored?.paymentIntentId);

    const unpaid = await insertOrder(server, world.platform);
    const refundOfNothing = await call(server, "POST", "/stripe/sandbox-events", {
      token: tokens.admin,
      body: { type: "charge.refunded", orderId: unpaid.id },
    });
    expect(refundOfNothing).toMatchObject({ status: 409, body: { code: "sandboxNotPaid" } });
    const [untouched] = await server.app.db.select().from(orders).where(eq(orders.id, unpaid.id));
    expect(untouched?.paymentIntentId).toBeNull();

    const both = await call(server, "POST", "/stripe/sandbox-events", {
      token: tokens.admin,
      body: { type: "charge.refunded", orderId: order.id, requestId: order.id },
    });
    expect(both.status).toBe(400);
    const unquoted = await insertOrderRequest(server, world.platform);
    const noQuote = await call(server, "POST", "/stripe/sandbox-events", {
      token: tokens.admin,
      body: { type: "payment_intent.succeeded", requestId: unquoted.id },
    });
    expect(noQuote).toMatchObject({ status: 409, body: { code: "sandboxNoQuote" } });
    const provider = await call(server, "GET", "/stripe/provider", { token: tokens.admin });
    expect(provider.body.data).toEqual({ name: "sandbox" });
  });

  it("stores unmatched events as ignored and unnamed intents as failed, and filters them", async () => {
    const stray = eventAbout("payment_intent.succeeded", {
      ...intent(unique("pi")),
      metadata: { productType: "rentBooking" },
    });
    await deliver(stray, signed(stray));
    const broken = eventAbout("charge.refunded", { id: unique("ch"), object: "charge" });
    expect((await deliver(broken, signed(broken))).body.data.status).toBe("failed");
    const other = eventAbout("customer.created", { id: unique("cus"), object: "customer" });
    expect((await deliver(other, signed(other))).body.data.status).toBe("ignored");

    const list = (query: string) =>
      call(server, "GET", `/stripe/webhook?limit=100&${query}`, { token: tokens.admin });
    const unmatched = await list(`matched=false&q=${idOf(stray)}`);
    expect(unmatched.body.data.items).toEqual([
      expect.objectContaining({ status: "ignored", productType: "rentBooking", matched: false }),
    ]);
    expect((await list(`matched=true&q=${idOf(stray)}`)).body.data.total).toBe(0);
    const failed = await list("status=failed");
    expect(failed.body.data.items).toContainEqual(
      expect.objectContaining({ webhookId: idOf(broken), error: "missingTransactionId" }),
    );
    expect(
      failed.body.data.items.every((item: { status: string }) => item.status === "failed"),
    ).toBe(true);
    const byType = await list("eventType=customer.created");
    expect(byType.body.data.items.map((item: { webhookId: string }) => item.webhookId)).toContain(
      idOf(other),
    );
    expect(
      (await list("productType=rentBooking")).body.data.items.map(
        (item: { webhookId: string }) => item.webhookId,
      ),
    ).toContain(idOf(stray));
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`receivedAtMin=${today}&q=${idOf(stray)}`)).body.data.total).toBe(1);
    expect((await list(`receivedAtMax=2020-01-01&q=${idOf(stray)}`)).body.data.total).toBe(0);
    expect((await list("status=lost")).status).toBe(400);

    const csv = await server.api(`/stripe/webhook/export/csv?status=failed&q=${idOf(broken)}`, {
      token: tokens.admin,
      language: "en",
    });
    expect(csv.status).toBe(200);
    const rows = csvRows(await csv.text());
    expect(rows[0]).toContain("Webhook ID");
    expect(rows[1]).toEqual(expect.arrayContaining([idOf(broken), "Failed", "charge.refunded"]));
    const xlsx = await server.api(`/stripe/webhook/export/xlsx?q=${idOf(stray)}`, {
      token: tokens.admin,
      language: "it",
    });
    const sheet = await xlsxRows(await xlsx.arrayBuffer());
    expect(sheet[1]).toEqual(
      expect.arrayContaining([idOf(stray), "Ignorato", "Prenotazione noleggio"]),
    );
  });

  it("refuses operators and sellers with 403 on the list, a record, the export and sandbox events", async () => {
    const [any] = await server.app.db
      .select({ id: paymentWebhooks.id })
      .from(paymentWebhooks)
      .limit(1);
    for (const token of [tokens.operator, tokens.sellerLinked]) {
      expect((await server.api("/stripe/webhook", { token })).status).toBe(403);
      expect((await server.api(`/stripe/webhook/${any?.id}`, { token })).status).toBe(403);
      expect((await server.api("/stripe/webhook/export/csv", { token })).status).toBe(403);
      expect((await server.api("/stripe/provider", { token })).status).toBe(403);
      const sandbox = await server.api("/stripe/sandbox-events", {
        token,
        method: "POST",
        body: JSON.stringify({ type: "charge.refunded", orderId: any?.id }),
      });
      expect(sandbox.status).toBe(403);
    }
    expect((await server.api("/stripe/webhook")).status).toBe(401);
  });

  it("never writes the webhook secret or a signature into the log", () => {
    expect(logged).toContain("/stripe/webhook");
    expect(logged).not.toContain(SECRET);
    for (const signature of signaturesSent) {
      const hmac = /v1=([0-9a-f]+)/.exec(signature)?.[1] ?? signature;
      expect(logged).not.toContain(hmac);
    }
  });
});
