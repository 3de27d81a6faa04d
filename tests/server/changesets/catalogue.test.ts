import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stockMovements } from "../../../server/stock/schema.ts";
import { call, categoryPair, signInAll, type Tokens, uploadPng } from "../catalogue/context.ts";
import { describeServer, startTestServer, type TestServer } from "../harness.ts";

/** Bulk edits of products and coupons and their revert through HTTP (docs/api.md#changesets). */
describeServer("changesets of products and coupons", () => {
  let server: TestServer;
  let tokens: Tokens;
  let valid: Record<string, unknown>;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await signInAll(server);
    valid = {
      nameEn: "Batch bag",
      nameIt: "Borsa in serie",
      descriptionEn: "A bag changed with others",
      descriptionIt: "Una borsa cambiata con altre",
      ...(await categoryPair(server, tokens.admin)),
      priceCents: 10_000,
      quantity: 10,
      images: [await uploadPng(server, tokens.admin)],
      propertyIds: [],
    };
  });
  afterAll(() => server?.close());

  const newProduct = async (token = tokens.admin, fields: Record<string, unknown> = {}) => {
    const images = [await uploadPng(server, token)];
    const created = await call(server, "POST", "/product", {
      token,
      language: "en",
      body: { ...valid, images, ...fields },
    });
    expect(created.status).toBe(201);
    return created.body.data as { _id: string; version: number; priceCents: number };
  };
  const product = async (id: string) =>
    (await call(server, "GET", `/product/${id}`, { token: tokens.admin, language: "en" })).body
      .data;
  const bulk = (path: string, body: unknown, token = tokens.admin) =>
    call(server, "POST", `${path}/bulk`, { token, body, language: "en" });
  const revert = (id: string, token = tokens.admin) =>
    call(server, "POST", `/changesets/${id}/revert`, { token, language: "en" });

  it("changes prices by percent and by amount, refusing a price below a cent", async () => {
    const [one, two] = [await newProduct(), await newProduct(undefined, { priceCents: 50 })];
    const raised = await bulk("/product", {
      action: "priceByPercent",
      value: 12.5,
      ids: [one._id, two._id],
    });
    expect(raised.body.data).toMatchObject({ done: 2, refused: 0 });
    expect((await product(one._id)).priceCents).toBe(11_250);
    expect((await product(two._id)).priceCents).toBe(56);
    const lowered = await bulk("/product", {
      action: "priceByAmount",
      value: -100,
      ids: [one._id, two._id],
    });
    expect(lowered.body.data.records).toEqual([
      { _id: one._id, state: "done", version: 3 },
      {
        _id: two._id,
        state: "refused",
        code: "mustBePositive",
        message: expect.any(String),
      },
    ]);
    expect((await product(two._id)).priceCents).toBe(56);
  });

  it("adjusts stock through the ledger with the reason, and reverts by the pieces moved", async () => {
    const bag = await newProduct();
    const unexplained = await bulk("/product", { action: "adjustStock", value: 5, ids: [bag._id] });
    expect(unexplained.body.data.records[0]).toMatchObject({
      state: "refused",
      code: "stockReasonRequired",
    });
    const adjusted = await bulk("/product", {
      action: "adjustStock",
      value: 5,
      ids: [bag._id],
      reason: "Delivery from the atelier",
    });
    expect(adjusted.body.data.done).toBe(1);
    expect((await product(bag._id)).quantity).toBe(15);
    const reverted = await revert(adjusted.body.data.changesetId);
    expect(reverted.body.data).toMatchObject({ reverted: 1, conflicts: 0 });
    expect((await product(bag._id)).quantity).toBe(10);
    const lines = await server.app.db
      .select({ reason: stockMovements.reason, pieces: stockMovements.pieces })
      .from(stockMovements)
      .where(eq(stockMovements.productId, bag._id));
    expect(lines.map((line) => `${line.reason} ${line.pieces}`).sort()).toEqual([
      "adjustment -5",
      // The opening stock is the ledger's first adjustment (docs/stock.md).
      "adjustment 10",
      "adjustment 5",
    ]);
  });

  it("reverts exactly what it changed and leaves a product edited since", async () => {
    const [kept, edited] = [await newProduct(), await newProduct()];
    const before = await product(kept._id);
    const moved = await bulk("/product", {
      action: "category",
      value: await categoryPair(server, tokens.admin, "Watches"),
      ids: [kept._id, edited._id],
    });
    expect(moved.body.data.done).toBe(2);
    const current = await product(edited._id);
    const { _id, version, ...rest } = current;
    const edit = await call(server, "PUT", `/product/${edited._id}`, {
      token: tokens.admin,
      body: {
        ...valid,
        images: rest.images,
        categoryId: rest.categoryId,
        subcategoryId: rest.subcategoryId,
        nameEn: "Edited since",
        version,
      },
    });
    expect(edit.status).toBe(200);
    const reverted = await revert(moved.body.data.changesetId);
    expect(reverted.body.data).toMatchObject({ reverted: 1, conflicts: 1, refused: 0 });
    const after = await product(kept._id);
    expect({ ...after, version: 0, updatedAt: 0 }).toEqual({
      ...before,
      version: 0,
      updatedAt: 0,
    });
    expect(after.version).toBe(before.version + 2);
    expect((await product(edited._id)).nameEn).toBe("Edited since");
  });

  it("keeps a seller to its own products", async () => {
    const own = await newProduct(tokens.sellerLinked);
    const staff = await newProduct();
    const answer = await bulk(
      "/product",
      { action: "priceByAmount", value: 100, ids: [own._id, staff._id] },
      tokens.sellerLinked,
    );
    expect(
      answer.body.data.records.map(
        (record: { state: string; code?: string }) => record.code ?? record.state,
      ),
    ).toEqual(["done", "notFound"]);
    expect((await product(staff._id)).priceCents).toBe(10_000);
    expect((await revert(answer.body.data.changesetId, tokens.seller)).status).toBe(403);
  });

  describe("coupons", () => {
    it("moves the expiry of a selection and puts it back", async () => {
      const created = await call(server, "POST", "/coupon", {
        token: tokens.admin,
        body: {
          name: "BATCH10",
          discountCents: 1000,
          perPersonUsage: 1,
          totalUsage: 10,
          expiresOn: "2030-01-31",
        },
      });
      expect(created.status).toBe(201);
      const id = created.body.data._id;
      const moved = await bulk("/coupon", { action: "expiry", value: "2030-06-30", ids: [id] });
      expect(moved.body.data.done).toBe(1);
      const read = async () =>
        (await call(server, "GET", `/coupon/${id}`, { token: tokens.admin })).body.data;
      expect((await read()).expiresOn).toBe("2030-06-30");
      expect((await revert(moved.body.data.changesetId)).body.data.reverted).toBe(1);
      expect(await read()).toMatchObject({ expiresOn: "2030-01-31", version: 3 });
    });
  });
});
