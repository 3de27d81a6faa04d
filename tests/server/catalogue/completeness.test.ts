import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  COMPLETENESS_RESOURCES,
  type CompletenessResource,
  completenessOf,
} from "../../../domain/completeness.ts";
import { products } from "../../../server/products/schema.ts";
import { properties } from "../../../server/properties/schema.ts";
import { describeServer, startTestServer, type TestServer } from "../harness.ts";
import { call, categoryPair, signInAll, type Tokens, uploadPng } from "./context.ts";

/** Each bilingual resource's list and record paths. */
const PATHS: Record<CompletenessResource, { list: string; record: string }> = {
  products: { list: "/products", record: "/product" },
  categories: { list: "/categories", record: "/category" },
  properties: { list: "/properties", record: "/property" },
  rentModels: { list: "/rent-models", record: "/rent-model" },
  events: { list: "/events", record: "/event" },
};

type Item = { _id: string; missingIt: boolean; missingEn: boolean } & Record<string, unknown>;

describeServer("bilingual completeness", () => {
  let server: TestServer;
  let tokens: Tokens;
  let valid: Record<string, unknown>;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await signInAll(server);
    valid = {
      nameEn: "Evening clutch",
      nameIt: "Pochette da sera",
      descriptionEn: "A satin clutch",
      descriptionIt: "Una pochette in raso",
      ...(await categoryPair(server, tokens.admin)),
      priceCents: 90_000,
      quantity: 1,
      images: [await uploadPng(server, tokens.admin)],
    };
  });
  afterAll(() => server?.close());

  const ids = async (path: string, token = tokens.admin) => {
    const { status, body } = await call(
      server,
      "GET",
      `${path}${path.includes("?") ? "&" : "?"}limit=100`,
      {
        token,
      },
    );
    expect(status).toBe(200);
    return (body.data.items as Item[]).map((item) => item._id).sort();
  };

  const everything = async (resource: CompletenessResource) => {
    const { body } = await call(server, "GET", `${PATHS[resource].list}?limit=100`, {
      token: tokens.admin,
    });
    return body.data.items as Item[];
  };

  /** Writes the record again with the Italian of a translated pair a copy of its English. */
  const copyEnglish = async (resource: CompletenessResource, item: Item) => {
    // A rent model's name is a proper name, the same in both languages (domain/completeness.ts).
    const stem = resource === "rentModels" ? "description" : "name";
    const { status, body } = await call(server, "PUT", `${PATHS[resource].record}/${item._id}`, {
      token: tokens.admin,
      body: { ...item, [`${stem}It`]: item[`${stem}En`] },
    });
    expect(status).toBe(200);
    return body.data as Item;
  };

  it("flags a product whose Italian is its English unchanged, and clears the flag once translated", async () => {
    const created = await call(server, "POST", "/product", {
      token: tokens.admin,
      body: { ...valid, nameIt: " Evening clutch " },
    });
    expect(created.status).toBe(201);
    const product = created.body.data as Item;
    expect([product.missingIt, product.missingEn]).toEqual([true, false]);
    expect(await ids("/products?completeness=missingIt")).toContain(product._id);
    expect(await ids("/products?completeness=missingEn")).not.toContain(product._id);

    const updated = await call(server, "PUT", `/product/${product._id}`, {
      token: tokens.admin,
      body: { ...valid, version: 1 },
    });
    expect(updated.status).toBe(200);
    expect([updated.body.data.missingIt, updated.body.data.missingEn]).toEqual([false, false]);
    expect(await ids("/products?completeness=missingIt")).not.toContain(product._id);
  });

  it("flags missing English on rows written outside the API, as the database computes the flags", async () => {
    const [row] = await server.app.db
      .insert(products)
      .values({
        nameEn: "",
        nameIt: "Borsa importata",
        descriptionEn: "",
        descriptionIt: "Importata da un altro catalogo",
        categoryId: String(valid.categoryId),
        subcategoryId: String(valid.subcategoryId),
        priceCents: 1000,
        quantity: 1,
      })
      .returning({ id: products.id, missingIt: products.missingIt, missingEn: products.missingEn });
    expect(row).toMatchObject({ missingIt: false, missingEn: true });
    const id = String(row?.id);
    expect(await ids("/products?completeness=missingEn")).toContain(id);
    expect(await ids("/products?completeness=missingIt")).not.toContain(id);
    // Both values: either language missing.
    expect(await ids("/products?completeness=missingIt,missingEn")).toContain(id);
    await server.app.db.delete(products).where(eq(products.id, id));
  });

  it.each(["categories", "properties", "rentModels", "events"] as const)(
    "flags a copied Italian on %s written through the API, and filters them",
    async (resource) => {
      const [first] = await everything(resource);
      if (!first) throw new Error(`no demo ${resource}`);
      const copied = await copyEnglish(resource, first);
      expect(copied.missingIt).toBe(true);
      expect(await ids(`${PATHS[resource].list}?completeness=missingIt`)).toContain(first._id);
    },
  );

  it("leaves proper names and shared words alone: the same text in both languages is no copy there", async () => {
    const models = await everything("rentModels");
    const jet = models.find((model) => model.nameEn === "Gulfstream G650ER");
    expect(jet).toMatchObject({ nameIt: "Gulfstream G650ER", missingIt: false });
    const cashmere = (await everything("properties")).find((item) => item.valueEn === "Cashmere");
    expect(cashmere).toMatchObject({ valueIt: "Cashmere", missingIt: false });
    // An emptied half still counts, shared word or not.
    const [row] = await server.app.db
      .update(properties)
      .set({ valueIt: "" })
      .where(eq(properties.id, String(cashmere?._id)))
      .returning({ missingIt: properties.missingIt });
    expect(row?.missingIt).toBe(true);
    await server.app.db
      .update(properties)
      .set({ valueIt: "Cashmere" })
      .where(eq(properties.id, String(cashmere?._id)));
  });

  it("lists exactly the records the domain rule calls incomplete, for every resource", async () => {
    for (const resource of COMPLETENESS_RESOURCES) {
      const items = await everything(resource);
      expect(items.length).toBeLessThan(100);
      for (const item of items) {
        expect({ id: item._id, ...completenessOf(resource, item) }).toEqual({
          id: item._id,
          missingIt: item.missingIt,
          missingEn: item.missingEn,
        });
      }
      for (const language of ["missingIt", "missingEn"] as const) {
        const expected = items
          .filter((item) => item[language])
          .map((item) => item._id)
          .sort();
        expect(await ids(`${PATHS[resource].list}?completeness=${language}`)).toEqual(expected);
      }
    }
  });

  it("counts per resource what the filtered lists hold, in the caller's scope", async () => {
    const untranslated = { ...valid, descriptionIt: valid.descriptionEn };
    for (const token of [tokens.admin, tokens.sellerLinked]) {
      const made = await call(server, "POST", "/product", { token, body: untranslated });
      expect(made.status).toBe(201);
    }
    const staff = await call(server, "GET", "/completeness", { token: tokens.operator });
    expect(staff.status).toBe(200);
    for (const resource of COMPLETENESS_RESOURCES) {
      for (const language of ["missingIt", "missingEn"] as const) {
        const list = await call(server, "GET", `${PATHS[resource].list}?completeness=${language}`, {
          token: tokens.operator,
        });
        expect(staff.body.data[resource][language]).toBe(list.body.data.total);
      }
    }
    expect(staff.body.data.products.missingIt).toBeGreaterThanOrEqual(2);

    // A seller counts its own products only, and nothing of the staff's resources.
    const seller = await call(server, "GET", "/completeness", { token: tokens.sellerLinked });
    expect(seller.status).toBe(200);
    const own = (language: string) =>
      call(server, "GET", `/products?completeness=${language}`, { token: tokens.sellerLinked });
    const [ownIt, ownEn] = [await own("missingIt"), await own("missingEn")];
    expect(seller.body.data).toEqual({
      products: { missingIt: ownIt.body.data.total, missingEn: ownEn.body.data.total },
      categories: null,
      properties: null,
      rentModels: null,
      events: null,
    });
    expect(ownIt.body.data.total).toBeGreaterThanOrEqual(1);
    expect(ownIt.body.data.total).toBeLessThan(staff.body.data.products.missingIt);
  });

  it("refuses an unknown completeness value with a 400 naming the filter", async () => {
    const { status, body } = await call(server, "GET", "/products?completeness=missingFr", {
      token: tokens.admin,
    });
    expect(status).toBe(400);
    expect(Object.keys(body.errors)).toEqual(["completeness.0"]);
  });

  it("answers 401 without a token", async () => {
    expect((await call(server, "GET", "/completeness")).status).toBe(401);
  });
});
