import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Product } from "../../../domain/products.schema.ts";
import { auditEntries } from "../../../server/audit/schema.ts";
import { orders } from "../../../server/orders/schema.ts";
import { describeServer, startTestServer, type TestServer } from "../harness.ts";
import {
  call,
  categoryPair,
  csvRows,
  italian,
  signInAll,
  type Tokens,
  uploadPng,
  xlsxRows,
} from "./context.ts";

dayjs.extend(utc);

describeServer("products", () => {
  let server: TestServer;
  let tokens: Tokens;
  let valid: Record<string, unknown>;
  let sellerIds: { linked: string; unlinked: string };
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await signInAll(server);
    const pair = await categoryPair(server, tokens.admin);
    valid = {
      nameEn: "Test bag",
      nameIt: "Borsa di prova",
      descriptionEn: "A test bag",
      descriptionIt: "Una borsa di prova",
      ...pair,
      priceCents: 123_456,
      quantity: 3,
      materials: "Leather",
      colour: "Black",
      size: null,
      images: [await uploadPng(server, tokens.admin)],
      propertyIds: [],
    };
    const sellers = await call(server, "GET", "/sellers?limit=100", { token: tokens.admin });
    const idOf = (email: string) =>
      sellers.body.data.items.find((seller: { email: string }) => seller.email === email)._id;
    sellerIds = { linked: idOf("seller.linked@example.com"), unlinked: idOf("seller@example.com") };
  });
  afterAll(() => server?.close());

  const create = (body: unknown, token = tokens.admin, language = "en") =>
    call(server, "POST", "/product", { token, body, language });

  describe("validation", () => {
    it("answers every missing field with the seed's message, in English and Italian", async () => {
      const english = await create({});
      expect(english.status).toBe(400);
      expect(english.body.errors).toEqual({
        nameEn: "Product Name is required",
        nameIt: "Product Name is required",
        descriptionEn: "Description is required",
        descriptionIt: "Description is required",
        categoryId: "Category is required",
        subcategoryId: "Subcategory Is Required",
        priceCents: "Price is required",
        quantity: "Quantity Available is required",
        images: "Image Is required",
      });
      const it = await create({}, tokens.admin, "it");
      expect(it.body.errors.categoryId).toBe(italian.categoryRequired);
      expect(it.body.errors.priceCents).toBe(italian.priceRequired);
      expect(it.body.errors.categoryId).not.toBe("Category is required");
    });

    it("answers 'Please input only number' for price and quantity that are not numbers", async () => {
      const { status, body } = await create({ ...valid, priceCents: "12a", quantity: 1.5 });
      expect(status).toBe(400);
      expect(body.errors).toEqual({
        priceCents: "Please input only number",
        quantity: "Please input only number",
      });
      const negative = await create({ ...valid, priceCents: 0, quantity: -1 });
      expect(negative.body.errors).toEqual({
        priceCents: "Must be greater than zero",
        quantity: "Cannot be negative",
      });
    });

    it("checks the category pair, properties, files and seller", async () => {
      const other = await categoryPair(server, tokens.admin, "Watches");
      const wrongSub = await create({ ...valid, subcategoryId: other.subcategoryId });
      expect(wrongSub.body.errors).toEqual({
        subcategoryId: "This subcategory does not belong to the chosen category",
      });
      const subAsCategory = await create({ ...valid, categoryId: valid.subcategoryId });
      expect(subAsCategory.body.errors).toHaveProperty("categoryId");
      const property = await create({
        ...valid,
        propertyIds: ["00000000-0000-4000-8000-000000000000"],
      });
      expect(property.body.errors).toEqual({ propertyIds: "This property does not exist" });
      const file = await create({ ...valid, images: ["00000000-0000-4000-8000-000000000000.png"] });
      expect(file.body.errors).toEqual({ images: "This file was not uploaded: upload it again" });
      const badName = await create({ ...valid, images: ["../../etc/passwd"] });
      expect(badName.body.errors).toEqual({ "images.0": "Image Is required" });
      const seller = await create({ ...valid, sellerId: "00000000-0000-4000-8000-000000000000" });
      expect(seller.body.errors).toEqual({ sellerId: "This seller does not exist" });
      const customer = await create({
        ...valid,
        sellerId: (await call(server, "GET", "/user/profile", { token: tokens.admin })).body.data
          ._id,
      });
      expect(customer.body.errors).toEqual({ sellerId: "This seller does not exist" });
    });
  });

  describe("ownership", () => {
    let linkedProduct: { _id: string; version: number };
    let platformProduct: { _id: string };
    beforeAll(async () => {
      // The seller's sellerId is ignored: the product is always its own.
      const made = await create(
        { ...valid, nameEn: "Own bag", sellerId: sellerIds.unlinked },
        tokens.sellerLinked,
      );
      expect(made.status).toBe(201);
      expect(made.body.message).toBe("Product created successfully");
      linkedProduct = made.body.data;
      expect(made.body.data.sellerId).toBe(sellerIds.linked);
      expect(made.body.data.seller).toEqual({ _id: sellerIds.linked, fullName: "Lorenzo Bellini" });
      platformProduct = (await create({ ...valid, nameEn: "Platform bag", sellerId: null })).body
        .data;
    });

    it("lists only a seller's own products, whatever the sellerId filter says", async () => {
      const own = await call(server, "GET", "/products?limit=100", { token: tokens.sellerLinked });
      expect(own.body.data.total).toBeGreaterThan(10);
      expect(
        own.body.data.items.every(
          (item: { sellerId: string }) => item.sellerId === sellerIds.linked,
        ),
      ).toBe(true);
      const theirs = await call(server, "GET", `/products?sellerId=${sellerIds.unlinked}`, {
        token: tokens.sellerLinked,
      });
      expect(theirs.body.data.total).toBe(0);
    });

    it("answers 404 to a seller guessing another's product id, for read, update and delete", async () => {
      const id = platformProduct._id;
      for (const [method, body] of [
        ["GET"],
        ["PUT", { ...valid, version: 1 }],
        ["DELETE"],
      ] as const) {
        const response = await call(server, method, `/product/${id}`, {
          token: tokens.sellerLinked,
          ...(body ? { body } : {}),
        });
        expect(response.status, method).toBe(404);
      }
      const still = await call(server, "GET", `/product/${id}`, { token: tokens.admin });
      expect(still.body.data.nameEn).toBe("Platform bag");
    });

    it("lets staff see all, filter by seller, and move a product to another seller", async () => {
      const all = await call(server, "GET", "/products?limit=1", { token: tokens.operator });
      const linked = await call(server, "GET", `/products?limit=1&sellerId=${sellerIds.linked}`, {
        token: tokens.operator,
      });
      expect(all.body.data.total).toBeGreaterThan(linked.body.data.total);
      const moved = await call(server, "PUT", `/product/${linkedProduct._id}`, {
        token: tokens.admin,
        body: {
          ...valid,
          nameEn: "Own bag",
          sellerId: sellerIds.unlinked,
          version: linkedProduct.version,
        },
      });
      expect(moved.status).toBe(200);
      expect(moved.body.data.sellerId).toBe(sellerIds.unlinked);
      // Leaving sellerId out keeps the owner.
      const kept = await call(server, "PUT", `/product/${linkedProduct._id}`, {
        token: tokens.admin,
        body: { ...valid, nameEn: "Own bag again", version: moved.body.data.version },
      });
      expect(kept.body.data.sellerId).toBe(sellerIds.unlinked);
      const gone = await call(server, "GET", `/product/${linkedProduct._id}`, {
        token: tokens.sellerLinked,
      });
      expect(gone.status).toBe(404);
    });

    it("keeps an audit entry of each change with who, before and after", async () => {
      const made = await create({ ...valid, nameEn: "Audited bag" }, tokens.sellerLinked);
      const id = made.body.data._id;
      await call(server, "PUT", `/product/${id}`, {
        token: tokens.sellerLinked,
        body: { ...valid, nameEn: "Audited bag 2", version: made.body.data.version },
      });
      const removed = await call(server, "DELETE", `/product/${id}`, {
        token: tokens.sellerLinked,
        language: "en",
      });
      expect(removed.status).toBe(200);
      expect(removed.body.message).toBe("Product deleted successfully");
      const entries = await server.app.db
        .select()
        .from(auditEntries)
        .where(eq(auditEntries.recordId, id))
        .orderBy(auditEntries.at);
      expect(entries.map((entry) => entry.action)).toEqual(["create", "update", "delete"]);
      expect(entries.every((entry) => entry.userId === sellerIds.linked)).toBe(true);
      expect(entries.every((entry) => entry.resource === "product")).toBe(true);
      expect(entries[1]?.before).toMatchObject({ nameEn: "Audited bag" });
      expect(entries[1]?.after).toMatchObject({ nameEn: "Audited bag 2" });
      expect(entries[2]?.after).toBeNull();
    });
    it("refuses to delete a product that orders refer to (409), and keeps it", async () => {
      const [ordered] = await server.app.db
        .select({ productId: orders.productId })
        .from(orders)
        .limit(1);
      const refused = await call(server, "DELETE", `/product/${ordered?.productId}`, {
        token: tokens.admin,
        language: "en",
      });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        "This product has orders or requests: it cannot be deleted.",
      );
      const kept = await call(server, "GET", `/product/${ordered?.productId}`, {
        token: tokens.admin,
      });
      expect(kept.status).toBe(200);
    });
  });

  describe("list and export", () => {
    const list = (query: string) =>
      call(server, "GET", `/products?${query}`, { token: tokens.admin, language: "en" });

    it("filters by price range and category, and sorts by price", async () => {
      const { body } = await list(
        "priceCentsMin=500000&priceCentsMax=1000000&sort=-priceCents&limit=100",
      );
      const prices = body.data.items.map((item: { priceCents: number }) => item.priceCents);
      expect(prices.length).toBeGreaterThan(2);
      expect(prices.every((price: number) => price >= 500_000 && price <= 1_000_000)).toBe(true);
      expect([...prices].sort((a, b) => b - a)).toEqual(prices);
      const pair = await categoryPair(server, tokens.admin);
      const inCategory = await list(`categoryId=${pair.categoryId}&limit=100`);
      expect(
        inCategory.body.data.items.every(
          (item: { categoryId: string }) => item.categoryId === pair.categoryId,
        ),
      ).toBe(true);
    });

    it("sorts by the names of the category and the seller, nulls (the platform) last", async () => {
      const bySeller = (await list("sort=seller&limit=100")).body.data.items;
      const names = bySeller.map(
        (item: { seller: { fullName: string } | null }) => item.seller?.fullName ?? null,
      );
      const named = names.filter((name: string | null) => name !== null);
      expect(named).toEqual([...named].sort());
      expect(names.slice(named.length).every((name: string | null) => name === null)).toBe(true);
      const byCategory = (await list("sort=-category&limit=100")).body.data.items;
      const categories = byCategory.map(
        (item: { category: { nameEn: string } }) => item.category.nameEn,
      );
      expect(categories).toEqual([...categories].sort().reverse());
    });

    it("filters the platform's own products with sellerId=none, alone or with sellers", async () => {
      const platform = (await list("sellerId=none&limit=100")).body.data;
      expect(platform.total).toBeGreaterThan(0);
      expect(platform.items.every((item: { sellerId: null }) => item.sellerId === null)).toBe(true);
      const linked = (await list(`sellerId=${sellerIds.linked}&limit=1`)).body.data.total;
      const both = (await list(`sellerId=none,${sellerIds.linked}&limit=1`)).body.data.total;
      expect(both).toBe(platform.total + linked);
    });

    it("searches names in both languages, materials, colour and the number", async () => {
      expect((await list("q=portofino")).body.data.items[0].nameIt).toBe("Tote Portofino");
      expect((await list("q=solitario")).body.data.items[0].nameEn).toBe("Solitaire 1 ct");
      expect((await list("q=cashmere")).body.data.total).toBeGreaterThanOrEqual(3);
      const first = (await list("sort=-number&limit=1")).body.data.items[0];
      const byNumber = await list(`q=${first.number}&limit=100`);
      expect(byNumber.body.data.items.map((item: { _id: string }) => item._id)).toContain(
        first._id,
      );
    });

    it("takes a bound wider than an integer column holds as no bound at all", async () => {
      const all = (await list("limit=1")).body.data.total;
      const wide = await list("quantityMin=-9007199254740991&quantityMax=9007199254740991&limit=1");
      expect(wide.status).toBe(200);
      expect(wide.body.data.total).toBe(all);
      const none = await list("quantityMin=9007199254740991&limit=1");
      expect(none.status).toBe(200);
      expect(none.body.data.total).toBe(0);
      const models = await server.api("/rent-models?cabinsMin=-9007199254740991", {
        token: tokens.admin,
      });
      expect(models.status).toBe(200);
    });

    it("answers 400 for a bad filter value", async () => {
      const { status, body } = await list("priceCentsMin=cheap");
      expect(status).toBe(400);
      expect(body.errors).toHaveProperty("priceCentsMin");
      expect((await list("categoryId=nope")).status).toBe(400);
    });

    it("exports the filtered rows as CSV with EUR amounts, and as XLSX with numbers", async () => {
      const query = "priceCentsMin=1000000&sort=-priceCents";
      const expected = (await list(`${query}&limit=100`)).body.data.items;
      const csv = await server.api(`/products/export/csv?${query}`, {
        token: tokens.admin,
        language: "en",
      });
      const rows = csvRows(await csv.text());
      expect(rows[0]).toContain("Price");
      expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(
        expected.map((item: { number: number }) => item.number),
      );
      expect(rows[1]?.[5]).toBe("€24,500.00");

      const xlsx = await server.api(`/products/export/xlsx?${query}`, {
        token: tokens.admin,
        language: "it",
      });
      expect(xlsx.headers.get("content-disposition")).toMatch(/filename="products-.*\.xlsx"/);
      const sheet = await xlsxRows(await xlsx.arrayBuffer());
      expect(sheet[0]?.[5]).toBe("Prezzo");
      expect(sheet.slice(1).map((row) => row[0])).toEqual(
        expected.map((item: { number: number }) => item.number),
      );
      expect(sheet[1]?.[5]).toBe(24_500);
    });

    it("exports every column of a row as the list shows it: names, seller, money and time", async () => {
      const { items } = (await list("sort=-createdAt&limit=100")).body.data;
      const csv = csvRows(
        await (
          await server.api("/products/export/csv?sort=-createdAt", {
            token: tokens.admin,
            language: "en",
          })
        ).text(),
      );
      const row = (item: Product) => [
        String(item.number),
        item.nameEn,
        item.nameIt,
        item.category.nameEn,
        item.subcategory.nameEn,
        new Intl.NumberFormat("en", { style: "currency", currency: "EUR" }).format(
          item.priceCents / 100,
        ),
        String(item.quantity),
        String(item.held),
        String(item.available),
        item.materials ?? "",
        item.colour ?? "",
        item.size ?? "",
        item.seller?.fullName ?? "Platform",
        dayjs.utc(item.createdAt).format("DD/MM/YYYY hh:mm A"),
      ];
      expect(csv.slice(1, items.length + 1)).toEqual(items.map(row));
      const sheet = await xlsxRows(
        await (
          await server.api("/products/export/xlsx?sort=-createdAt", {
            token: tokens.admin,
            language: "en",
          })
        ).arrayBuffer(),
      );
      const [first] = items as Product[];
      const cells = sheet[1] ?? [];
      expect(cells.slice(0, 13)).toEqual([
        first?.number,
        first?.nameEn,
        first?.nameIt,
        first?.category.nameEn,
        first?.subcategory.nameEn,
        (first?.priceCents ?? 0) / 100,
        first?.quantity,
        first?.held,
        first?.available,
        ...row(first as Product)
          .slice(9, 13)
          .map((text) => text || undefined),
      ]);
      expect(
        Math.abs((cells[13] as Date).getTime() - new Date(first?.createdAt ?? 0).getTime()),
      ).toBeLessThan(1000);
      expect(items.some((item: { seller: unknown }) => item.seller === null)).toBe(true);
      expect(items.some((item: { seller: unknown }) => item.seller !== null)).toBe(true);
    });

    it("exports CSV in the list's order for every sort, and takes quotes and backslashes in q as text", async () => {
      for (const sort of ["seller", "-category", "subcategory", "-number", "nameIt"]) {
        const { items } = (await list(`sort=${sort}&limit=100`)).body.data;
        const csv = await server.api(`/products/export/csv?sort=${sort}`, {
          token: tokens.admin,
        });
        const numbers = csvRows(await csv.text())
          .slice(1, items.length + 1)
          .map((row) => Number(row[0]));
        expect(numbers, sort).toEqual(items.map((item: { number: number }) => item.number));
      }
      const q = encodeURIComponent("it's \\' or 1=1 --");
      const quoted = await server.api(`/products/export/csv?q=${q}`, { token: tokens.admin });
      expect(quoted.status).toBe(200);
      expect(csvRows(await quoted.text())).toHaveLength(1);
    });

    it("exports a seller's own rows only, even with ids of others", async () => {
      const others = (await list(`sellerId=${sellerIds.unlinked}`)).body.data.items;
      const ids = others.map((item: { _id: string }) => item._id).join(",");
      const response = await server.api(`/products/export/csv?ids=${ids}`, {
        token: tokens.sellerLinked,
      });
      expect(csvRows(await response.text())).toHaveLength(1);
    });
  });
});
