import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries } from "../../../server/audit/schema.ts";
import { orders } from "../../../server/orders/schema.ts";
import { products } from "../../../server/products/schema.ts";
import { stockMovements } from "../../../server/stock/schema.ts";
import { call, categoryPair, signInAll, type Tokens, uploadPng } from "../catalogue/context.ts";
import { describeServer, startTestServer, type TestServer } from "../harness.ts";
import { ROOMY_INTAKE } from "../live/fixtures.ts";

const REASON = "The customer changed their mind";

/** docs/stock.md through HTTP: orders take pieces once, moves put them back once, adjustments. */
describeServer("stock", () => {
  let server: TestServer;
  let tokens: Tokens;
  let valid: Record<string, unknown>;
  let linkedSellerId: string;
  let customers = 0;
  beforeAll(async () => {
    server = await startTestServer(ROOMY_INTAKE);
    tokens = await signInAll(server);
    valid = {
      nameEn: "Stock bag",
      nameIt: "Borsa di magazzino",
      descriptionEn: "A bag counted piece by piece",
      descriptionIt: "Una borsa contata pezzo per pezzo",
      ...(await categoryPair(server, tokens.admin)),
      priceCents: 50_000,
      materials: null,
      colour: null,
      size: null,
      images: [await uploadPng(server, tokens.admin)],
      propertyIds: [],
    };
    const sellers = await call(server, "GET", "/sellers?limit=100", { token: tokens.admin });
    linkedSellerId = sellers.body.data.items.find(
      (seller: { email: string }) => seller.email === "seller.linked@example.com",
    )._id;
  });
  afterAll(() => server?.close());

  const newProduct = async (quantity: number, fields: Record<string, unknown> = {}) => {
    const created = await call(server, "POST", "/product", {
      token: tokens.admin,
      language: "en",
      body: { ...valid, quantity, ...fields },
    });
    expect(created.status).toBe(201);
    return created.body.data as { _id: string; version: number } & Record<string, unknown>;
  };

  const product = async (id: string) =>
    (await call(server, "GET", `/product/${id}`, { token: tokens.admin, language: "en" })).body
      .data;

  const order = (productId: string, quantity: number, language = "en") => {
    customers += 1;
    return call(server, "POST", "/intake/orders", {
      language,
      body: {
        customerName: `Racer ${customers}`,
        customerEmail: `racer${customers}@example.com`,
        productId,
        quantity,
        shippingAddress: "Via Montenapoleone 8, 20121 Milano",
      },
    });
  };

  /** The ledger adds up to the product: Σ pieces = on hand, Σ held pieces = held. */
  const ledgerOf = async (productId: string) => {
    const [sums] = await server.app.db
      .select({
        pieces: sql<number>`coalesce(sum(${stockMovements.pieces}), 0)`.mapWith(Number),
        held: sql<number>`coalesce(sum(${stockMovements.heldPieces}), 0)`.mapWith(Number),
        lines: sql<number>`count(*)`.mapWith(Number),
      })
      .from(stockMovements)
      .where(eq(stockMovements.productId, productId));
    const [row] = await server.app.db
      .select({ quantity: products.quantity, held: products.held })
      .from(products)
      .where(eq(products.id, productId));
    return { ...sums, onHand: row?.quantity, heldOnProduct: row?.held };
  };

  const ordersOf = async (productId: string) =>
    (await server.app.db.select().from(orders).where(eq(orders.productId, productId))).length;

  const move = (id: string, version: number, status: string, token = tokens.operator) =>
    call(server, "POST", `/order/${id}/status`, {
      token,
      language: "en",
      body: { version, status, note: REASON },
    });

  describe("orders", () => {
    it("of 20 customers racing for the last piece, exactly one gets it", async () => {
      const { _id } = await newProduct(1);
      const answers = await Promise.all(Array.from({ length: 20 }, () => order(_id, 1)));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([201, ...Array(19).fill(409)]);
      for (const refused of answers.filter((answer) => answer.status === 409)) {
        expect(refused.body).toMatchObject({ code: "outOfStock", available: 0 });
      }
      expect(await ordersOf(_id)).toBe(1);
      expect(await product(_id)).toMatchObject({ quantity: 0, held: 0, available: 0 });
      const ledger = await ledgerOf(_id);
      expect(ledger).toMatchObject({ pieces: 0, held: 0, lines: 2, onHand: 0, heldOnProduct: 0 });
    });

    it("refuses an order over the pieces available with 409 outOfStock, storing nothing", async () => {
      const { _id } = await newProduct(3);
      const english = await order(_id, 4);
      expect(english.status).toBe(409);
      expect(english.body).toEqual({
        code: "outOfStock",
        available: 3,
        message: "Not enough pieces: 3 available. Nothing was stored.",
      });
      const italian = await order(_id, 4, "it");
      expect(italian.body.message).toBe(
        "Pezzi insufficienti: 3 disponibili. Non è stato salvato nulla.",
      );
      expect(await ordersOf(_id)).toBe(0);
      expect(await ledgerOf(_id)).toMatchObject({ pieces: 3, lines: 1, onHand: 3 });
      const taken = await order(_id, 3);
      expect(taken.status).toBe(201);
      expect(await product(_id)).toMatchObject({ quantity: 0, available: 0 });
    });

    it("shows the customer apps the pieces available, and no product without any", async () => {
      const { _id } = await newProduct(2);
      const listed = await call(server, "GET", "/intake/products?limit=100", { language: "en" });
      expect(listed.body.data).toContainEqual(expect.objectContaining({ _id, available: 2 }));
      await order(_id, 2);
      const after = await call(server, "GET", "/intake/products?limit=100", { language: "en" });
      expect(after.body.data.map((item: { _id: string }) => item._id)).not.toContain(_id);
    });
  });

  describe("moves that put pieces back", () => {
    it("a cancelled order puts its pieces back once; the same move again is refused", async () => {
      const { _id } = await newProduct(5);
      const placed = await order(_id, 2);
      expect(await product(_id)).toMatchObject({ quantity: 3 });
      const cancelled = await move(placed.body.data._id, 1, "cancelledOrder");
      expect(cancelled.status).toBe(200);
      const again = await move(placed.body.data._id, 1, "cancelledOrder");
      expect(again.status).toBe(409);
      expect(again.body.code).toBe("staleVersion");
      const later = await move(placed.body.data._id, 2, "cancelledOrder");
      expect(later.body.code).toBe("illegalMove");
      expect(await product(_id)).toMatchObject({ quantity: 5, available: 5 });
      const reasons = await server.app.db
        .select({ reason: stockMovements.reason, pieces: stockMovements.pieces })
        .from(stockMovements)
        .where(eq(stockMovements.productId, _id));
      expect(reasons.map((line) => `${line.reason} ${line.pieces}`).sort()).toEqual([
        "adjustment 5",
        "cancellation 2",
        "order -2",
      ]);
      expect(await ledgerOf(_id)).toMatchObject({ pieces: 5, onHand: 5 });
    });

    it("two staff cancelling at once put the pieces back once", async () => {
      const { _id } = await newProduct(4);
      const placed = await order(_id, 3);
      const answers = await Promise.all([
        move(placed.body.data._id, 1, "cancelledOrder"),
        move(placed.body.data._id, 1, "cancelledOrder", tokens.admin),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(await product(_id)).toMatchObject({ quantity: 4 });
      expect(await ledgerOf(_id)).toMatchObject({ pieces: 4, onHand: 4, lines: 3 });
    });

    it("an approved return puts the returned pieces back once", async () => {
      const { _id } = await newProduct(2);
      const placed = await order(_id, 2);
      const id = placed.body.data._id;
      expect((await move(id, 1, "workingInProgress")).status).toBe(200);
      expect((await move(id, 2, "returnRequest")).status).toBe(200);
      expect(await product(_id)).toMatchObject({ quantity: 0 });
      expect((await move(id, 3, "returnApproved")).status).toBe(200);
      expect((await move(id, 3, "returnApproved")).body.code).toBe("staleVersion");
      expect(await product(_id)).toMatchObject({ quantity: 2, available: 2 });
      const ledger = await ledgerOf(_id);
      expect(ledger).toMatchObject({ pieces: 2, onHand: 2, lines: 3 });
    });
  });

  describe("adjustments", () => {
    const save = (
      id: string,
      body: Record<string, unknown>,
      token = tokens.admin,
      language = "en",
    ) => call(server, "PUT", `/product/${id}`, { token, language, body: { ...valid, ...body } });

    it("changes on hand only with a reason, in both languages, saving nothing without", async () => {
      const created = await newProduct(3);
      const english = await save(created._id, { quantity: 7, version: created.version });
      expect(english.status).toBe(400);
      expect(english.body.errors).toEqual({ stockReason: "Say why the pieces on hand change" });
      const italian = await save(
        created._id,
        { quantity: 7, version: created.version },
        tokens.admin,
        "it",
      );
      expect(italian.body.errors).toEqual({
        stockReason: "Indica perché cambiano i pezzi in magazzino",
      });
      expect(await product(created._id)).toMatchObject({ quantity: 3, version: created.version });
      const saved = await save(created._id, {
        quantity: 7,
        stockReason: "Delivery from the workshop",
        version: created.version,
      });
      expect(saved.status).toBe(200);
      expect(saved.body.data).toMatchObject({ quantity: 7, available: 7 });
      const timeline = await call(server, "GET", `/product/${created._id}/stock-movements`, {
        token: tokens.admin,
        language: "en",
      });
      expect(timeline.body.data[0]).toMatchObject({
        reason: "adjustment",
        pieces: 4,
        onHandAfter: 7,
        note: "Delivery from the workshop",
        resource: "products",
        recordId: created._id,
        by: { fullName: expect.any(String) },
      });
      expect(timeline.body.data[1]).toMatchObject({ pieces: 3, note: "opening stock" });
      const logged = await server.app.db
        .select()
        .from(auditEntries)
        .where(
          and(eq(auditEntries.resource, "stockAdjustment"), eq(auditEntries.recordId, created._id)),
        );
      expect(logged).toHaveLength(1);
      expect(logged[0]?.after).toMatchObject({ _id: timeline.body.data[0]._id, pieces: 4 });
      expect(await ledgerOf(created._id)).toMatchObject({ pieces: 7, onHand: 7 });
    });

    it("refuses an adjustment based on a version an order has moved on from", async () => {
      const created = await newProduct(3);
      await order(created._id, 1);
      const stale = await save(created._id, {
        quantity: 3,
        stockReason: "Counted again",
        version: created.version,
      });
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe("staleVersion");
      expect(await product(created._id)).toMatchObject({ quantity: 2 });
    });

    it("a plain edit keeping on hand needs no reason and writes no movement", async () => {
      const created = await newProduct(3);
      const saved = await save(created._id, {
        nameEn: "Renamed bag",
        quantity: 3,
        version: created.version,
      });
      expect(saved.status).toBe(200);
      expect(await ledgerOf(created._id)).toMatchObject({ lines: 1, onHand: 3 });
    });

    it("lets operators adjust any product and a seller only its own", async () => {
      const platform = await newProduct(2);
      const sellers = await newProduct(2, { sellerId: linkedSellerId });
      const byOperator = await save(
        platform._id,
        {
          quantity: 1,
          stockReason: "A piece was damaged",
          version: platform.version,
        },
        tokens.operator,
      );
      expect(byOperator.status).toBe(200);
      const notOwn = await save(
        platform._id,
        {
          quantity: 9,
          stockReason: "Not mine",
          version: byOperator.body.data.version,
        },
        tokens.sellerLinked,
      );
      expect(notOwn.status).toBe(404);
      const notOwnTimeline = await call(server, "GET", `/product/${platform._id}/stock-movements`, {
        token: tokens.sellerLinked,
        language: "en",
      });
      expect(notOwnTimeline.status).toBe(404);
      const own = await save(
        sellers._id,
        {
          quantity: 5,
          stockReason: "Restocked",
          version: sellers.version,
        },
        tokens.sellerLinked,
      );
      expect(own.status).toBe(200);
      expect(own.body.data).toMatchObject({ quantity: 5, available: 5 });
      expect(await product(platform._id)).toMatchObject({ quantity: 1 });
    });

    it("never takes on hand below what quotes hold", async () => {
      const created = await newProduct(4);
      await server.app.db.update(products).set({ held: 3 }).where(eq(products.id, created._id));
      const below = await save(created._id, {
        quantity: 2,
        stockReason: "Counted again",
        version: created.version,
      });
      expect(below.status).toBe(400);
      expect(below.body.errors).toEqual({
        quantity: "Cannot be fewer than the pieces held by quotes",
      });
      expect(await product(created._id)).toMatchObject({ quantity: 4, held: 3, available: 1 });
      const refused = await order(created._id, 2);
      expect(refused.body).toMatchObject({ code: "outOfStock", available: 1 });
    });
  });

  describe("lists", () => {
    it("filters out of stock and low stock, and the dashboard counts both", async () => {
      const before = (await call(server, "GET", "/stock/counts", { token: tokens.admin })).body
        .data;
      const empty = await newProduct(0);
      const low = await newProduct(2, { lowStockThreshold: 2 });
      await newProduct(9);
      const ids = (query: string) =>
        call(server, "GET", `/products?limit=100&${query}`, { token: tokens.admin }).then(
          (answer) => answer.body.data.items.map((item: { _id: string }) => item._id),
        );
      const out = await ids("stock=outOfStock");
      expect(out).toContain(empty._id);
      expect(out).not.toContain(low._id);
      const lowStock = await ids("stock=lowStock");
      expect(lowStock).toEqual(expect.arrayContaining([empty._id, low._id]));
      const after = (await call(server, "GET", "/stock/counts", { token: tokens.admin })).body.data;
      expect(after).toEqual({
        outOfStock: before.outOfStock + 1,
        lowStock: before.lowStock + 2,
      });
      const bad = await call(server, "GET", "/products?stock=plenty", { token: tokens.admin });
      expect(bad.status).toBe(400);
    });

    it("keeps the ledger append-only", async () => {
      const { _id } = await newProduct(1);
      await expect(
        server.app.db
          .update(stockMovements)
          .set({ pieces: 100 })
          .where(eq(stockMovements.productId, _id)),
      ).rejects.toThrow();
      await expect(
        server.app.db.delete(stockMovements).where(eq(stockMovements.productId, _id)),
      ).rejects.toThrow();
      const removed = await call(server, "DELETE", `/product/${_id}`, { token: tokens.admin });
      expect(removed.status).toBe(200);
    });
  });
});
