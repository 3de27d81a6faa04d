import { afterAll, beforeAll, expect, it } from "vitest";
import type { DryRunAnswer, ImportState } from "../../../domain/imports.schema.ts";
import {
  call,
  csvRows,
  italian,
  signInAll,
  type Tokens,
  uploadPng,
  xlsxRows,
} from "../catalogue/context.ts";
import { describeServer, startTestServer, type TestServer } from "../harness.ts";

/** Cells joined as CSV, quoted where they need it. */
const csvOf = (rows: (string | number)[][]) =>
  rows
    .map((row) =>
      row
        .map((cell) =>
          /[",\n]/.test(String(cell)) ? `"${String(cell).replaceAll('"', '""')}"` : cell,
        )
        .join(","),
    )
    .join("\n");

describeServer("products import", () => {
  let server: TestServer;
  let tokens: Tokens;
  let image: string;
  let sellerImage: string;
  let subcategory: { en: string; it: string };
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await signInAll(server);
    image = await uploadPng(server, tokens.admin);
    sellerImage = await uploadPng(server, tokens.sellerLinked);
    const top = await call(server, "GET", "/categories?parentId=none&limit=100", {
      token: tokens.admin,
    });
    const bags = top.body.data.items.find((item: { nameEn: string }) => item.nameEn === "Bags");
    const subs = await call(server, "GET", `/categories?parentId=${bags._id}`, {
      token: tokens.admin,
    });
    subcategory = { en: subs.body.data.items[0].nameEn, it: subs.body.data.items[0].nameIt };
  });
  afterAll(() => server?.close());

  const upload = async (content: string, fileName: string, token = tokens.admin) => {
    const form = new FormData();
    form.append("file", new Blob([content]), fileName);
    const response = await server.api("/imports/products", { method: "POST", body: form, token });
    return { status: response.status, body: await response.json() };
  };
  const dryRun = async (id: string, token = tokens.admin, language = "en", mapping?: unknown) => {
    const answer = await call(server, "POST", `/imports/${id}/dry-run`, {
      token,
      language,
      body: mapping ? { mapping } : {},
    });
    expect(answer.status).toBe(200);
    return answer.body.data as DryRunAnswer;
  };
  const applied = async (id: string, token = tokens.admin): Promise<ImportState> => {
    const started = await call(server, "POST", `/imports/${id}/apply`, { token, body: {} });
    expect(started.status).toBe(202);
    for (;;) {
      const state = await call(server, "GET", `/imports/${id}`, { token });
      if (state.body.data.status !== "applying") return state.body.data;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const englishRow = (name: string) => [
    name,
    `${name} IT`,
    "A bag from a sheet",
    "Una borsa da un foglio",
    "Bags",
    subcategory.en,
    "€1,250.50",
    4,
    `http://localhost/admin/api/uploads/${image}`,
  ];
  const ENGLISH_HEADERS = [
    "Name (EN)",
    "Name (IT)",
    "Description (EN)",
    "Description (IT)",
    "Category",
    "Subcategory",
    "Price",
    "On hand",
    "Images",
  ];

  it("proposes the mapping from English and from Italian headers", async () => {
    const english = await upload(csvOf([ENGLISH_HEADERS, englishRow("Sheet bag")]), "bags.csv");
    expect(english.status).toBe(201);
    expect(english.body.data.mapping).toEqual([
      "nameEn",
      "nameIt",
      "descriptionEn",
      "descriptionIt",
      "category",
      "subcategory",
      "price",
      "quantity",
      "images",
    ]);
    const italianHeaders = [
      "Nome (IT)",
      "Descrizione (IT)",
      "Quantità",
      "Prezzo",
      "Categoria",
      "Sottocategoria",
      "Colore",
      "Immagini",
      "Note interne",
    ];
    const it = await upload(`${italianHeaders.join(";")}\n`, "borse.csv");
    expect(it.status).toBe(201);
    expect(it.body.data.mapping).toEqual([
      "nameIt",
      "descriptionIt",
      "quantity",
      "price",
      "category",
      "subcategory",
      "colour",
      "images",
      null,
    ]);
  });

  it("answers each row's errors by column, in English and in Italian, and writes nothing", async () => {
    const bad = [...englishRow("Bad bag")];
    bad[4] = "No such category";
    bad[6] = "12a";
    bad[0] = "";
    const { body } = await upload(
      csvOf([ENGLISH_HEADERS, englishRow("Good bag"), bad]),
      "mixed.csv",
    );
    const english = await dryRun(body.data._id);
    expect(english.counts).toEqual({ create: 1, update: 0, unchanged: 0, error: 1 });
    expect(english.rows[1]?.errors).toEqual({
      "Name (EN)": "Product Name is required",
      Category: "This category does not exist",
      Price: "Please input only number",
    });
    const it = await dryRun(body.data._id, tokens.admin, "it");
    expect(it.rows[1]?.errors).toEqual({
      "Name (EN)": italian.productNameRequired,
      Category: italian.categoryNotFound,
      Price: italian.onlyNumber,
    });
    const listed = await call(server, "GET", "/products?q=Good%20bag", { token: tokens.admin });
    expect(listed.body.data.total).toBe(0);
  });

  it("round-trips an exported file to unchanged, and an edited one to updates", async () => {
    const exported = await server.api("/products/export/csv?sort=number", {
      token: tokens.admin,
      language: "it",
    });
    const text = await exported.text();
    const rows = csvRows(text);
    expect(rows.length).toBeGreaterThan(1);
    const { body } = await upload(text, "prodotti.csv");
    expect(body.data.mapping).not.toContain(undefined);
    const same = await dryRun(body.data._id, tokens.admin, "it");
    expect(same.counts).toEqual({ create: 0, update: 0, unchanged: rows.length - 1, error: 0 });

    const header = rows[0] ?? [];
    const edited = rows.map((row, n) => {
      if (n !== 1) return row;
      const copy = [...row];
      copy[header.indexOf("Colore")] = "Verde salvia";
      copy[header.indexOf("In magazzino")] = String(
        Number(copy[header.indexOf("In magazzino")]) + 2,
      );
      return copy;
    });
    const again = await upload(csvOf(edited), "modificato.csv");
    const changed = await dryRun(again.body.data._id, tokens.admin, "it");
    expect(changed.counts.update).toBe(1);
    expect(changed.rows[0]?.changes).toEqual(["quantity", "colour"]);
    const state = await applied(again.body.data._id);
    expect(state.counts).toMatchObject({ update: 1, error: 0 });
    const product = await call(server, "GET", `/product/${changed.rows[0]?.productId}`, {
      token: tokens.admin,
    });
    expect(product.body.data.colour).toBe("Verde salvia");
    const stock = await call(
      server,
      "GET",
      `/product/${changed.rows[0]?.productId}/stock-movements`,
      { token: tokens.admin },
    );
    expect(stock.body.data[0]).toMatchObject({ pieces: 2, note: "import" });
  });

  it("never lets a seller touch another seller's product: the row is an error", async () => {
    const others = await call(server, "GET", "/products?limit=100", { token: tokens.admin });
    const own = await call(server, "GET", "/products?limit=100", { token: tokens.sellerLinked });
    const ownIds = new Set(own.body.data.items.map((item: { _id: string }) => item._id));
    const foreign = others.body.data.items.find((item: { _id: string }) => !ownIds.has(item._id));
    const { body } = await upload(
      csvOf([
        ["Number", "Colour"],
        [foreign.number, "Stolen red"],
      ]),
      "foreign.csv",
      tokens.sellerLinked,
    );
    const answer = await dryRun(body.data._id, tokens.sellerLinked);
    expect(answer.rows[0]).toMatchObject({
      outcome: "error",
      productId: null,
      errors: { Number: "No product of yours has this number" },
    });
    const state = await applied(body.data._id, tokens.sellerLinked);
    expect(state.counts).toEqual({ create: 0, update: 0, unchanged: 0, error: 1 });
    const after = await call(server, "GET", `/product/${foreign._id}`, { token: tokens.admin });
    expect(after.body.data.colour).toBe(foreign.colour);
    const peek = await call(server, "GET", `/imports/${body.data._id}`, { token: tokens.admin });
    expect(peek.status).toBe(404);
  });

  it("applies the valid rows as creates owned by the seller, and lists the rest with their errors", async () => {
    const rows = [1, 2, 3].map((n) => {
      const row = englishRow(`Seller sheet bag ${n}`);
      row[8] = sellerImage;
      return row;
    });
    (rows[2] as (string | number)[])[7] = "many";
    const { body } = await upload(
      csvOf([ENGLISH_HEADERS, ...rows]),
      "seller.csv",
      tokens.sellerLinked,
    );
    const state = await applied(body.data._id, tokens.sellerLinked);
    expect(state).toMatchObject({
      status: "applied",
      done: 3,
      counts: { create: 2, update: 0, unchanged: 0, error: 1 },
    });
    const listed = await call(server, "GET", "/products?q=Seller%20sheet%20bag", {
      token: tokens.sellerLinked,
    });
    expect(listed.body.data.total).toBe(2);
    expect(listed.body.data.items[0].priceCents).toBe(125_050);
    const errors = await server.api(`/imports/${body.data._id}/errors`, {
      token: tokens.sellerLinked,
    });
    expect(errors.status).toBe(200);
    expect(errors.headers.get("content-type")).toContain("spreadsheetml");
    const sheet = await xlsxRows(await errors.arrayBuffer());
    expect(sheet[0]).toEqual([...ENGLISH_HEADERS, "errori"]);
    expect(sheet[1]?.[9]).toBe(`On hand: ${italian.onlyNumber}`);

    expect(state.changesetId).toEqual(expect.any(String));
    const changeset = await call(server, "GET", `/changesets/${state.changesetId}`, {
      token: tokens.sellerLinked,
    });
    expect(changeset.body.data).toMatchObject({ kind: "import", fileName: "seller.csv" });
    const reverted = await call(server, "POST", `/changesets/${state.changesetId}/revert`, {
      token: tokens.sellerLinked,
      body: {},
    });
    expect(reverted.body.data).toMatchObject({ reverted: 2, conflicts: 0 });
    const gone = await call(server, "GET", "/products?q=Seller%20sheet%20bag", {
      token: tokens.sellerLinked,
    });
    expect(gone.body.data.total).toBe(0);
  });

  it("refuses a file that is no spreadsheet", async () => {
    const answer = await upload("hello", "notes.txt");
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ file: "Carica un file .xlsx o .csv" });
  });
});
