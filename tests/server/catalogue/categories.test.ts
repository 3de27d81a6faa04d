import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeServer, startTestServer, type TestServer } from "../harness.ts";
import { call, categoryPair, italian, signInAll, type Tokens, uploadPng } from "./context.ts";

/** Categories and product properties: staff write, everyone in the back-office reads. */
describeServer("categories and properties", () => {
  let server: TestServer;
  let tokens: Tokens;
  let files: { icon: string; image: string };
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await signInAll(server);
    files = {
      icon: await uploadPng(server, tokens.admin),
      image: await uploadPng(server, tokens.admin),
    };
  });
  afterAll(() => server?.close());

  const create = (path: string, body: unknown, token = tokens.admin, language = "en") =>
    call(server, "POST", path, { token, body, language });

  describe("categories", () => {
    it("answers each missing field with the seed's message, in English and Italian", async () => {
      const english = await create("/category", {});
      expect(english.status).toBe(400);
      expect(english.body).toEqual({
        code: "validationFailed",
        message: "Some fields are not valid",
        errors: {
          nameEn: "Category Name is required",
          nameIt: "Category Name is required",
          icon: "Icon Is required",
          image: "Image Is required",
        },
      });
      const it = await create(
        "/category",
        { nameEn: " ", nameIt: "x", ...files },
        tokens.admin,
        "it",
      );
      expect(it.body.errors).toEqual({ nameEn: italian.categoryNameRequired });
      const missingFile = await create("/category", {
        nameEn: "x",
        nameIt: "x",
        icon: "00000000-0000-4000-8000-000000000000.png",
        image: files.image,
      });
      expect(missingFile.body.errors).toEqual({
        icon: "This file was not uploaded: upload it again",
      });
    });

    it("creates a subcategory only under a top-level category, not under itself", async () => {
      const top = await create("/category", { nameEn: "Art", nameIt: "Arte", ...files });
      expect(top.status).toBe(201);
      expect(top.body.message).toBe("Category created successfully");
      expect(top.body.data).toMatchObject({ parentId: null, parent: null, productCount: 0 });
      const sub = await create("/category", {
        nameEn: "Prints",
        nameIt: "Stampe",
        ...files,
        parentId: top.body.data._id,
      });
      expect(sub.body.data.parent).toEqual({
        _id: top.body.data._id,
        nameEn: "Art",
        nameIt: "Arte",
      });
      const deeper = await create("/category", {
        nameEn: "Etchings",
        nameIt: "Acqueforti",
        ...files,
        parentId: sub.body.data._id,
      });
      expect(deeper.status).toBe(400);
      expect(deeper.body.errors).toEqual({
        parentId: "A subcategory cannot be the parent of another category",
      });
      const itself = await call(server, "PUT", `/category/${top.body.data._id}`, {
        token: tokens.admin,
        language: "en",
        body: { nameEn: "Art", nameIt: "Arte", ...files, parentId: top.body.data._id, version: 1 },
      });
      expect(itself.status).toBe(400);
      const subs = await call(server, "GET", `/categories?parentId=${top.body.data._id}`, {
        token: tokens.admin,
      });
      expect(subs.body.data.items.map((item: { nameEn: string }) => item.nameEn)).toEqual([
        "Prints",
      ]);
    });

    it("refuses with 409 to delete a category products use or with subcategories, losing nothing", async () => {
      const { categoryId, subcategoryId } = await categoryPair(server, tokens.admin);
      for (const id of [categoryId, subcategoryId]) {
        const refused = await call(server, "DELETE", `/category/${id}`, {
          token: tokens.admin,
          language: "en",
        });
        expect(refused.status).toBe(409);
        expect(refused.body.message).toMatch(
          /^This category is used by \d+ products or subcategories/,
        );
        expect((await call(server, "GET", `/category/${id}`, { token: tokens.admin })).status).toBe(
          200,
        );
      }
      const used = await call(server, "GET", `/category/${subcategoryId}`, { token: tokens.admin });
      expect(used.body.data.productCount).toBeGreaterThan(0);
    });

    it("deletes an unused category", async () => {
      const made = await create("/category", {
        nameEn: "Temporary",
        nameIt: "Temporanea",
        ...files,
      });
      const removed = await call(server, "DELETE", `/category/${made.body.data._id}`, {
        token: tokens.admin,
        language: "en",
      });
      expect(removed.body.message).toBe("Category deleted successfully");
      const after = await call(server, "GET", `/category/${made.body.data._id}`, {
        token: tokens.admin,
      });
      expect(after.status).toBe(404);
    });

    it("sorts by the parent's name, top-level categories last", async () => {
      const { body } = await call(server, "GET", "/categories?sort=parent&limit=100", {
        token: tokens.admin,
      });
      const parents = body.data.items.map(
        (item: { parent: { nameEn: string } | null }) => item.parent?.nameEn ?? null,
      );
      const named = parents.filter((name: string | null) => name !== null);
      expect(named.length).toBeGreaterThan(10);
      expect(named).toEqual([...named].sort());
      expect(parents.slice(named.length).every((name: string | null) => name === null)).toBe(true);
    });

    it("lets a linked seller read categories but not change them", async () => {
      const top = await call(server, "GET", "/categories?parentId=none", {
        token: tokens.sellerLinked,
      });
      expect(top.status).toBe(200);
      expect(top.body.data.total).toBeGreaterThanOrEqual(6);
      const refused = await create(
        "/category",
        { nameEn: "x", nameIt: "x", ...files },
        tokens.sellerLinked,
      );
      expect(refused.status).toBe(403);
    });
  });

  describe("properties", () => {
    it("answers each missing field with the seed's message", async () => {
      const { status, body } = await create("/property", {});
      expect(status).toBe(400);
      expect(body.errors).toEqual({
        nameEn: "Property Name is required",
        nameIt: "Property Name is required",
        valueEn: "Property value EN is required",
        valueIt: "Property value IT is required",
      });
      const it = await create(
        "/property",
        { nameEn: "a", nameIt: "a", valueEn: "a" },
        tokens.admin,
        "it",
      );
      expect(it.body.errors).toEqual({ valueIt: italian.propertyValueItRequired });
    });

    it("creates, updates and deletes with the seed's messages", async () => {
      const made = await create("/property", {
        nameEn: "Hue",
        nameIt: "Tono",
        valueEn: "Warm",
        valueIt: "Caldo",
      });
      expect(made.body.message).toBe("Property created successfully");
      const id = made.body.data._id;
      const updated = await call(server, "PUT", `/property/${id}`, {
        token: tokens.admin,
        language: "en",
        body: { nameEn: "Hue", nameIt: "Tono", valueEn: "Cold", valueIt: "Freddo", version: 1 },
      });
      expect(updated.body).toMatchObject({
        message: "Property updated successfully",
        data: { valueEn: "Cold" },
      });
      const removed = await call(server, "DELETE", `/property/${id}`, {
        token: tokens.admin,
        language: "en",
      });
      expect(removed.body.message).toBe("Property deleted successfully");
    });

    it("refuses with 409 to delete a property products carry", async () => {
      const used = await call(server, "GET", "/properties?sort=-productCount&limit=1", {
        token: tokens.admin,
      });
      const property = used.body.data.items[0];
      expect(property.productCount).toBeGreaterThan(0);
      const refused = await call(server, "DELETE", `/property/${property._id}`, {
        token: tokens.admin,
        language: "en",
      });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        `This property is used by ${property.productCount} products: remove it from them first, then delete it.`,
      );
    });
  });
});
