import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { releaseExpiredHolds } from "../../../server/orderRequests/holds.ts";
import { orderRequestQuotes, orderRequests } from "../../../server/orderRequests/schema.ts";
import { products } from "../../../server/products/schema.ts";
import { stockMovements } from "../../../server/stock/schema.ts";
import { appWriter } from "../../../server/writes/unitOfWork.ts";
import { call, categoryPair, signInAll, type Tokens, uploadPng } from "../catalogue/context.ts";
import { describeServer, startTestServer, type TestServer } from "../harness.ts";
import { ROOMY_INTAKE } from "../live/fixtures.ts";
import { lastMailTo } from "../mailbox.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const TERMS = { shippingCents: 2500, customizationCents: 0, vatPercent: 22, splitPercent: 80 };
const REASON = "The piece was sold in the shop";
const day = (instant: Date) => instant.toISOString().slice(0, 10);

/**
 * Quote holds through HTTP (docs/stock.md#quote-holds): quotes hold pieces until paid, replaced,
 * denied or expired.
 */
describeServer("quote holds", () => {
  let server: TestServer;
  let tokens: Tokens;
  let valid: Record<string, unknown>;
  let customers = 0;
  // The app's clock: a test moves it past a quote's last day instead of waiting for the day.
  let now = new Date();
  beforeAll(async () => {
    server = await startTestServer({
      overrides: { ...ROOMY_INTAKE.overrides, now: () => now, holdExpiry: { pollMs: 50 } },
    });
    tokens = await signInAll(server);
    valid = {
      nameEn: "Held bag",
      nameIt: "Borsa riservata",
      descriptionEn: "A bag quoted piece by piece",
      descriptionIt: "Una borsa preventivata pezzo per pezzo",
      ...(await categoryPair(server, tokens.admin)),
      priceCents: 50_000,
      materials: null,
      colour: null,
      size: null,
      images: [await uploadPng(server, tokens.admin)],
      propertyIds: [],
    };
  });
  afterAll(() => server?.close());

  const newProduct = async (quantity: number) => {
    const created = await call(server, "POST", "/product", {
      token: tokens.admin,
      language: "en",
      body: { ...valid, quantity },
    });
    expect(created.status).toBe(201);
    return created.body.data._id as string;
  };

  const stock = async (productId: string) => {
    const [row] = await server.app.db
      .select({ quantity: products.quantity, held: products.held })
      .from(products)
      .where(eq(products.id, productId));
    return row;
  };

  /** The ledger adds up to the product: Σ pieces = on hand, Σ held pieces = held. */
  const expectBalanced = async (productId: string, expected: { onHand: number; held: number }) => {
    const [sums] = await server.app.db
      .select({
        pieces: sql<number>`coalesce(sum(${stockMovements.pieces}), 0)`.mapWith(Number),
        held: sql<number>`coalesce(sum(${stockMovements.heldPieces}), 0)`.mapWith(Number),
      })
      .from(stockMovements)
      .where(eq(stockMovements.productId, productId));
    expect(await stock(productId)).toEqual({ quantity: expected.onHand, held: expected.held });
    expect(sums).toEqual({ pieces: expected.onHand, held: expected.held });
  };

  /** The request's ledger lines, oldest first: reason, pieces on hand, pieces held. */
  const linesOf = async (requestId: string) =>
    (
      await server.app.db
        .select({
          reason: stockMovements.reason,
          pieces: stockMovements.pieces,
          held: stockMovements.heldPieces,
        })
        .from(stockMovements)
        .where(
          and(eq(stockMovements.resource, "orderRequests"), eq(stockMovements.recordId, requestId)),
        )
        .orderBy(asc(stockMovements.at))
    ).map((line) => `${line.reason} ${line.pieces} ${line.held}`);

  /** A new order request for `quantity` pieces, taken in charge: ready to be quoted. */
  const requestFor = async (productId: string, quantity: number) => {
    customers += 1;
    const created = await call(server, "POST", "/intake/order-requests", {
      language: "en",
      body: {
        customerName: `Quoted ${customers}`,
        customerEmail: `quoted${customers}@example.com`,
        productId,
        quantity,
      },
    });
    expect(created.status).toBe(201);
    const taken = await call(server, "POST", `/order/request/${created.body.data._id}/status`, {
      token: tokens.operator,
      language: "en",
      body: { version: created.body.data.version, status: "requestInProgress", note: null },
    });
    expect(taken.status).toBe(200);
    return taken.body.data as { _id: string; version: number };
  };

  const quote = (
    request: { _id: string; version: number },
    fields: Record<string, unknown> = {},
    language = "en",
  ) =>
    call(server, "PUT", `/order/request/${request._id}`, {
      token: tokens.operator,
      language,
      body: { version: request.version, ...TERMS, ...fields },
    });

  const read = async (id: string) =>
    (await call(server, "GET", `/order/request/${id}`, { token: tokens.operator, language: "en" }))
      .body.data;

  const pay = (requestId: string) =>
    call(server, "POST", "/stripe/sandbox-events", {
      token: tokens.admin,
      language: "en",
      body: { type: "payment_intent.succeeded", requestId },
    });

  describe("sending a quote", () => {
    it("holds the requested pieces until the day picked, and says so in the mail", async () => {
      const productId = await newProduct(5);
      const request = await requestFor(productId, 2);
      const validUntil = day(new Date(now.getTime() + 3 * DAY_MS));
      const sent = await quote(request, { validUntil });
      expect(sent.status).toBe(200);
      expect(sent.body.data).toMatchObject({
        status: "quotationSent",
        quoteExpired: false,
        paidWithoutStockAt: null,
        quote: { validUntil, heldPieces: 2 },
      });
      expect(await linesOf(request._id)).toEqual(["quoteHold 0 2"]);
      await expectBalanced(productId, { onHand: 5, held: 2 });
      const listed = await call(server, "GET", `/product/${productId}`, { token: tokens.admin });
      expect(listed.body.data).toMatchObject({ quantity: 5, held: 2, available: 3 });
      // The customer app asked in Italian (the default): the mail says the day in Italian.
      const mail = lastMailTo(server.config.dataDir, sent.body.data.customerEmail);
      const italianDay = new Intl.DateTimeFormat("it", {
        day: "2-digit",
        month: "short",
        year: "numeric",
        timeZone: "UTC",
      }).format(new Date(validUntil));
      expect(mail.text).toContain(`Valido fino al: ${italianDay}`);
    });

    it("is valid for 7 days unless a day is picked, and never until a past day (400)", async () => {
      const productId = await newProduct(3);
      const request = await requestFor(productId, 1);
      const past = await quote(request, { validUntil: day(new Date(now.getTime() - DAY_MS)) });
      expect(past.status).toBe(400);
      expect(past.body.errors).toEqual({ validUntil: "Choose today or a later day" });
      const sent = await quote(request);
      expect(sent.status).toBe(200);
      expect(sent.body.data.quote.validUntil).toBe(day(new Date(now.getTime() + 7 * DAY_MS)));
      await expectBalanced(productId, { onHand: 3, held: 1 });
    });

    it("refuses more pieces than are available with 409 outOfStock, storing and sending nothing", async () => {
      const productId = await newProduct(3);
      const first = await requestFor(productId, 2);
      expect((await quote(first)).status).toBe(200);
      const second = await requestFor(productId, 2);
      const english = await quote(second);
      expect(english.status).toBe(409);
      expect(english.body).toEqual({
        code: "outOfStock",
        available: 1,
        message: "Not enough pieces: 1 available. Nothing was stored.",
      });
      const italian = await quote(second, {}, "it");
      expect(italian.body).toMatchObject({ code: "outOfStock", available: 1 });
      expect(italian.body.message).toBe(
        "Pezzi insufficienti: 1 disponibili. Non è stato salvato nulla.",
      );
      const stored = await server.app.db
        .select()
        .from(orderRequestQuotes)
        .where(eq(orderRequestQuotes.orderRequestId, second._id));
      expect(stored).toEqual([]);
      expect(await read(second._id)).toMatchObject({
        status: "requestInProgress",
        version: second.version,
        quote: null,
      });
      expect(await linesOf(second._id)).toEqual([]);
      await expectBalanced(productId, { onHand: 3, held: 2 });
    });

    it("moves the hold to a new quote: the earlier one's released, the new one's held", async () => {
      const productId = await newProduct(2);
      const request = await requestFor(productId, 2);
      const first = await quote(request);
      const again = await quote(first.body.data, { replaceQuote: true, shippingCents: 0 });
      expect(again.status).toBe(200);
      expect(again.body.data.quote).toMatchObject({ version: 2, heldPieces: 2 });
      expect(await linesOf(request._id)).toEqual([
        "quoteHold 0 2",
        "holdReleased 0 -2",
        "quoteHold 0 2",
      ]);
      const versions = await server.app.db
        .select({ version: orderRequestQuotes.version, held: orderRequestQuotes.heldPieces })
        .from(orderRequestQuotes)
        .where(eq(orderRequestQuotes.orderRequestId, request._id))
        .orderBy(asc(orderRequestQuotes.version));
      expect(versions).toEqual([
        { version: 1, held: 0 },
        { version: 2, held: 2 },
      ]);
      await expectBalanced(productId, { onHand: 2, held: 2 });
    });
  });

  it("releases the hold when the request is denied", async () => {
    const productId = await newProduct(4);
    const request = await requestFor(productId, 3);
    const sent = await quote(request);
    const denied = await call(server, "POST", `/order/request/${request._id}/status`, {
      token: tokens.operator,
      language: "en",
      body: { version: sent.body.data.version, status: "requestDenied", note: REASON },
    });
    expect(denied.status).toBe(200);
    expect(denied.body.data).toMatchObject({ status: "requestDenied", quote: { heldPieces: 0 } });
    expect(await linesOf(request._id)).toEqual(["quoteHold 0 3", "holdReleased 0 -3"]);
    await expectBalanced(productId, { onHand: 4, held: 0 });
  });

  it("shows Expired after the last day, and the job releases the hold within its round", async () => {
    const productId = await newProduct(2);
    const request = await requestFor(productId, 2);
    const validUntil = day(now);
    const sent = await quote(request, { validUntil });
    expect(sent.status).toBe(200);
    const listed = async () =>
      (
        await call(server, "GET", `/order/request?ids=${request._id}`, {
          token: tokens.operator,
          language: "en",
        })
      ).body.data.items[0];
    expect((await listed()).quoteExpired).toBe(false);
    const before = now;
    now = new Date(now.getTime() + DAY_MS);
    try {
      expect(await listed()).toMatchObject({ quoteExpired: true });
      await vi.waitFor(async () => expect(await stock(productId)).toMatchObject({ held: 0 }), {
        timeout: 5000,
        interval: 50,
      });
      expect(await linesOf(request._id)).toEqual(["quoteHold 0 2", "holdReleased 0 -2"]);
      expect(await read(request._id)).toMatchObject({
        quoteExpired: true,
        quote: { validUntil, heldPieces: 0 },
      });
      await expectBalanced(productId, { onHand: 2, held: 0 });
    } finally {
      now = before;
    }
  });

  it("releases each expired hold once, however many rounds race for it (two instances)", async () => {
    const productId = await newProduct(6);
    const requests = [];
    for (let n = 0; n < 3; n += 1) {
      const request = await requestFor(productId, 2);
      expect((await quote(request, { validUntil: day(now) })).status).toBe(200);
      requests.push(request);
    }
    const before = now;
    now = new Date(now.getTime() + DAY_MS);
    try {
      // Beside the app's own job: four more rounds at once, as other instances' would be.
      const ended = await Promise.all(
        Array.from({ length: 4 }, () => releaseExpiredHolds(appWriter(server.app), now)),
      );
      expect(ended.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(3);
      await vi.waitFor(async () => expect(await stock(productId)).toMatchObject({ held: 0 }), {
        timeout: 5000,
        interval: 50,
      });
      for (const request of requests) {
        expect(await linesOf(request._id)).toEqual(["quoteHold 0 2", "holdReleased 0 -2"]);
      }
      await expectBalanced(productId, { onHand: 6, held: 0 });
    } finally {
      now = before;
    }
  });

  it("turns a paid hold into a sale: the pieces leave on hand", async () => {
    const productId = await newProduct(3);
    const request = await requestFor(productId, 2);
    await quote(request);
    const paid = await pay(request._id);
    expect(paid.status).toBe(200);
    expect(await linesOf(request._id)).toEqual(["quoteHold 0 2", "holdTakenByPayment -2 -2"]);
    expect(await read(request._id)).toMatchObject({
      quote: { heldPieces: 0 },
      paidWithoutStockAt: null,
    });
    await expectBalanced(productId, { onHand: 1, held: 0 });
  });

  describe("a payment after the hold ended", () => {
    /** A request quoted until today, its hold ended by the job once the day is over. */
    const expiredQuote = async (productId: string, quantity: number) => {
      const request = await requestFor(productId, quantity);
      await quote(request, { validUntil: day(now) });
      await server.app.db
        .update(orderRequestQuotes)
        .set({ validUntil: day(new Date(now.getTime() - DAY_MS)) })
        .where(eq(orderRequestQuotes.orderRequestId, request._id));
      await vi.waitFor(async () => expect((await read(request._id)).quote.heldPieces).toBe(0), {
        timeout: 5000,
        interval: 50,
      });
      return request;
    };

    it("takes the pieces when they are available", async () => {
      const productId = await newProduct(2);
      const request = await expiredQuote(productId, 2);
      expect((await pay(request._id)).status).toBe(200);
      expect(await linesOf(request._id)).toEqual([
        "quoteHold 0 2",
        "holdReleased 0 -2",
        "order -2 0",
      ]);
      expect((await read(request._id)).paidWithoutStockAt).toBeNull();
      await expectBalanced(productId, { onHand: 0, held: 0 });
    });

    it("flags the request paid without stock, first in the work queue, until staff resolve it", async () => {
      const productId = await newProduct(1);
      const late = await expiredQuote(productId, 1);
      const other = await requestFor(productId, 1);
      await quote(other);
      expect((await pay(late._id)).status).toBe(200);
      const flagged = await read(late._id);
      expect(flagged.paidWithoutStockAt).toEqual(expect.any(String));
      expect(await linesOf(late._id)).toEqual(["quoteHold 0 1", "holdReleased 0 -1"]);
      await expectBalanced(productId, { onHand: 1, held: 1 });

      const queue = await call(server, "GET", "/queue?limit=5", { token: tokens.admin });
      expect(queue.status).toBe(200);
      expect(queue.body.data.items[0]).toMatchObject({
        resource: "orderRequests",
        recordId: late._id,
        paidWithoutStock: true,
        status: "quotationSent",
      });
      expect(queue.body.data.items[1].paidWithoutStock).toBe(false);
      const newest = await call(server, "GET", "/queue?limit=5&sort=-waitingSince", {
        token: tokens.admin,
      });
      expect(newest.body.data.items[0].recordId).toBe(late._id);

      // Taking it in work needs its pieces: none are available while the other quote holds them.
      const short = await call(server, "POST", `/order/request/${late._id}/status`, {
        token: tokens.operator,
        language: "en",
        body: { version: flagged.version, status: "workingInProcess", note: null },
      });
      expect(short).toMatchObject({ status: 409, body: { code: "outOfStock", available: 0 } });
      const restocked = await call(server, "GET", `/product/${productId}`, { token: tokens.admin });
      const adjusted = await call(server, "PUT", `/product/${productId}`, {
        token: tokens.admin,
        language: "en",
        body: {
          ...valid,
          quantity: 2,
          stockReason: "Found in the back room",
          version: restocked.body.data.version,
        },
      });
      expect(adjusted.status).toBe(200);
      const resolved = await call(server, "POST", `/order/request/${late._id}/status`, {
        token: tokens.operator,
        language: "en",
        body: { version: flagged.version, status: "workingInProcess", note: null },
      });
      expect(resolved.status).toBe(200);
      expect(resolved.body.data.paidWithoutStockAt).toBeNull();
      expect(await linesOf(late._id)).toEqual(["quoteHold 0 1", "holdReleased 0 -1", "order -1 0"]);
      const [row] = await server.app.db
        .select({ flag: orderRequests.paidWithoutStockAt })
        .from(orderRequests)
        .where(eq(orderRequests.id, late._id));
      expect(row?.flag).toBeNull();
      const after = await call(server, "GET", "/queue?limit=100", { token: tokens.admin });
      expect(
        after.body.data.items.filter(
          (item: { paidWithoutStock: boolean }) => item.paidWithoutStock,
        ),
      ).toEqual([]);
      await expectBalanced(productId, { onHand: 1, held: 1 });
    });
  });
});
