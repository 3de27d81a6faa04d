import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  RECORD_CHANGED_EVENT,
  type RecordChange,
  SUBSCRIBE_MESSAGE,
} from "../../../domain/live.ts";
import { rentModels } from "../../../server/rentModels/schema.ts";
import { rentRequests } from "../../../server/rentRequests/schema.ts";
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
import { connect } from "../socketClient.ts";

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

describeServer("rent models", () => {
  let server: TestServer;
  let tokens: Tokens;
  let valid: Record<string, unknown>;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await signInAll(server);
    valid = {
      nameEn: "Test Yacht Aurora",
      nameIt: "Yacht di prova Aurora",
      descriptionEn: "A test yacht",
      descriptionIt: "Uno yacht di prova",
      kind: "yacht",
      passengers: 10,
      cabins: 4,
      guests: 99,
      location: "Portofino",
      pricePerDayCents: 1_500_000,
      active: true,
      images: [await uploadPng(server, tokens.admin), await uploadPng(server, tokens.admin)],
      video: null,
    };
  });
  afterAll(() => server?.close());

  const create = (body: unknown, token = tokens.operator, language = "en") =>
    call(server, "POST", "/rent-model", { token, body, language });
  const list = (query: string, token = tokens.operator) =>
    call(server, "GET", `/rent-models?${query}`, { token, language: "en" });

  const rentRequestBody = (extra: Record<string, unknown>) => ({
    customerName: "Grace Whitmore",
    customerEmail: "grace@example.com",
    passengers: 4,
    cabins: 2,
    guests: 4,
    startLocation: "Portofino",
    destination: "Saint-Tropez",
    departureAt: "2027-07-01T10:00:00Z",
    returnAt: "2027-07-08T18:00:00Z",
    ...extra,
  });
  const intake = (body: unknown) =>
    call(server, "POST", "/intake/rent-requests", { body, language: "en" });

  describe("validation", () => {
    it("answers every missing field with the seed's message, in English and Italian", async () => {
      const english = await create({});
      expect(english.status).toBe(400);
      expect(english.body.errors).toEqual({
        nameEn: "Model Name is required",
        nameIt: "Model Name is required",
        descriptionEn: "Description is required",
        descriptionIt: "Description is required",
        kind: "Kind is required",
        location: "Home port or location is required",
        pricePerDayCents: "Price is required",
        images: "Image Is required",
      });
      const it = await create({}, tokens.operator, "it");
      expect(it.body.errors.nameEn).toBe(italian.modelNameRequired);
      expect(it.body.errors.images).toBe(italian.imageRequired);
    });

    it("requires the capacity the kind states, and only that one", async () => {
      const yacht = await create({ ...valid, passengers: null, cabins: undefined });
      expect(yacht.body.errors).toEqual({
        passengers: "Capacity is required for this kind",
        cabins: "Capacity is required for this kind",
      });
      const villa = await create({ ...valid, kind: "villa", guests: null });
      expect(villa.body.errors).toEqual({ guests: "Capacity is required for this kind" });
      const jet = await create({ ...valid, kind: "jet", cabins: null, guests: null });
      expect(jet.status).toBe(201);
      // What does not apply to the kind is not kept.
      expect(jet.body.data).toMatchObject({ passengers: 10, cabins: null, guests: null });
    });

    it("checks numbers, kinds and files", async () => {
      const numbers = await create({ ...valid, pricePerDayCents: "12a", passengers: 1.5 });
      expect(numbers.body.errors).toEqual({
        pricePerDayCents: "Please input only number",
        passengers: "Please input only number",
      });
      expect((await create({ ...valid, kind: "boat" })).body.errors).toEqual({
        kind: "Kind is required",
      });
      const missing = await create({ ...valid, images: [`${UNKNOWN}.png`] });
      expect(missing.body.errors).toEqual({
        images: "This file was not uploaded: upload it again",
      });
      const video = await create({ ...valid, video: `${UNKNOWN}.png` });
      expect(video.body.errors).toEqual({
        video: "Video must be mp4, m4v or 3gp and under 30 MB.",
      });
    });
  });

  describe("access", () => {
    it("admits administrators and operators, refuses sellers (403) and no token (401)", async () => {
      expect((await list("limit=1", tokens.admin)).status).toBe(200);
      expect((await list("limit=1", tokens.operator)).status).toBe(200);
      expect((await list("limit=1", tokens.seller)).status).toBe(403);
      expect((await list("limit=1", tokens.sellerLinked)).status).toBe(403);
      expect((await create(valid, tokens.sellerLinked)).status).toBe(403);
      const anonymous = await server.api("/rent-models", {});
      expect(anonymous.status).toBe(401);
      const anyId = (await list("limit=1")).body.data.items[0]._id;
      for (const method of ["GET", "PUT", "DELETE"]) {
        const refused = await call(server, method, `/rent-model/${anyId}`, {
          token: tokens.sellerLinked,
          ...(method === "PUT" ? { body: valid } : {}),
        });
        expect(refused.status, method).toBe(403);
      }
    });
  });

  describe("writes", () => {
    it("creates, updates and deletes with the seed's messages in both languages", async () => {
      const made = await create({ ...valid, nameEn: "Test Yacht Borea" });
      expect(made.status).toBe(201);
      expect(made.body.message).toBe("Model has been created successfully");
      expect(made.body.data).toMatchObject({
        nameEn: "Test Yacht Borea",
        kind: "yacht",
        passengers: 10,
        cabins: 4,
        guests: null,
        pricePerDayCents: 1_500_000,
        requestCount: 0,
        version: 1,
      });
      const id = made.body.data._id;

      const noVersion = await call(server, "PUT", `/rent-model/${id}`, {
        token: tokens.operator,
        body: { ...valid, nameEn: "Test Yacht Borea II" },
        language: "en",
      });
      expect(noVersion.status).toBe(400);
      expect(noVersion.body.errors).toEqual({ version: "This field is required" });

      const updated = await call(server, "PUT", `/rent-model/${id}`, {
        token: tokens.operator,
        body: { ...valid, nameEn: "Test Yacht Borea II", active: false, version: 1 },
        language: "it",
      });
      expect(updated.status).toBe(200);
      expect(updated.body.message).toBe("Il modello è stato aggiornato con successo");
      expect(updated.body.data).toMatchObject({ nameEn: "Test Yacht Borea II", active: false });

      const removed = await call(server, "DELETE", `/rent-model/${id}`, {
        token: tokens.operator,
        language: "en",
      });
      expect(removed.body.message).toBe("Model has been deleted successfully");
      const gone = await call(server, "GET", `/rent-model/${id}`, { token: tokens.operator });
      expect(gone.status).toBe(404);
    });

    it("refuses to delete a model rent requests name (409), changing nothing", async () => {
      const model = (await create({ ...valid, nameEn: "Test Yacht Cirrus" })).body.data;
      const request = await intake(rentRequestBody({ rentModelId: model._id }));
      expect(request.status).toBe(201);
      const refused = await call(server, "DELETE", `/rent-model/${model._id}`, {
        token: tokens.admin,
        language: "en",
      });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe("This model has rent requests: it cannot be deleted.");
      const still = await call(server, "GET", `/rent-model/${model._id}`, { token: tokens.admin });
      expect(still.body.data.requestCount).toBe(1);
    });
  });

  describe("live", () => {
    it("tells staff following rent models of a new model; a seller cannot follow them", async () => {
      const operator = await connect(server.url, { token: tokens.operator });
      const seller = await connect(server.url, { token: tokens.sellerLinked });
      try {
        const received: RecordChange[] = [];
        operator.on(RECORD_CHANGED_EVENT, (change: RecordChange) => received.push(change));
        expect(await operator.emitWithAck(SUBSCRIBE_MESSAGE, "resources/rentModels")).toBe(true);
        expect(await seller.emitWithAck(SUBSCRIBE_MESSAGE, "resources/rentModels")).toBe(false);
        const made = (await create({ ...valid, nameEn: "Test Yacht Dorado" })).body.data;
        await vi.waitFor(() =>
          expect(received).toContainEqual(
            expect.objectContaining({
              channel: "resources/rentModels",
              type: "created",
              payload: { ids: [made._id] },
            }),
          ),
        );
      } finally {
        operator.close();
        seller.close();
      }
    });
  });

  describe("list", () => {
    it("filters by kind, location, capacity range and active, and searches by name", async () => {
      const villas = (await list("kind=villa&limit=100")).body.data.items;
      expect(villas.length).toBeGreaterThanOrEqual(3);
      expect(villas.every((model: { kind: string }) => model.kind === "villa")).toBe(true);

      const big = (await list("passengersMin=14&passengersMax=16&limit=100")).body.data.items;
      expect(big.map((model: { nameEn: string }) => model.nameEn).sort()).toEqual(
        expect.arrayContaining(["Dassault Falcon 8X", "Gulfstream G650ER"]),
      );
      expect(
        big.every(
          (model: { passengers: number }) => model.passengers >= 14 && model.passengers <= 16,
        ),
      ).toBe(true);

      const como = (await list("location=como")).body.data.items;
      expect(como.map((model: { nameEn: string }) => model.nameEn)).toEqual(["Riva 88' Folgore"]);

      const inactive = (await list("active=false&limit=100")).body.data.items;
      expect(inactive.map((model: { nameEn: string }) => model.nameEn)).toContain("Pershing 9X");
      expect(inactive.every((model: { active: boolean }) => !model.active)).toBe(true);

      const searched = (await list("q=cimbrone")).body.data;
      expect(searched.total).toBe(1);
      expect(searched.items[0].nameIt).toBe("Villa Cimbrone, Ravello");

      expect((await list("kind=boat")).status).toBe(400);
      expect((await list("passengersMin=many")).status).toBe(400);
    });

    it("sorts by price both ways, and answers the chosen ids", async () => {
      const cheap = (await list("sort=pricePerDayCents&limit=100")).body.data.items;
      const prices = cheap.map((model: { pricePerDayCents: number }) => model.pricePerDayCents);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const dear = (await list("sort=-pricePerDayCents&limit=1")).body.data.items[0];
      expect(dear.pricePerDayCents).toBe(Math.max(...prices));
      const ids = cheap.slice(0, 2).map((model: { _id: string }) => model._id);
      const chosen = (await list(`ids=${ids.join(",")}`)).body.data;
      expect(chosen.total).toBe(2);
    });

    it("exports the filtered rows as CSV with EUR amounts, and as XLSX", async () => {
      const csv = await server.api("/rent-models/export/csv?kind=jet&sort=nameEn", {
        token: tokens.operator,
        language: "en",
      });
      expect(csv.headers.get("content-disposition")).toMatch(/rentModels-\d{4}-\d{2}-\d{2}\.csv/);
      const rows = csvRows(await csv.text());
      expect(rows[0]).toEqual(expect.arrayContaining(["Name (EN)", "Kind", "Price per day"]));
      expect(rows.slice(1).map((row) => row[2])).toEqual(rows.slice(1).map(() => "Private jet"));
      expect(rows.find((row) => row[0] === "Gulfstream G650ER")).toContain("€21,000.00");
      const xlsx = await server.api("/rent-models/export/xlsx?kind=villa", {
        token: tokens.operator,
        language: "it",
      });
      const sheet = await xlsxRows(await xlsx.arrayBuffer());
      expect(sheet[0]).toContain("Tipo");
      expect(sheet.length).toBeGreaterThanOrEqual(4);
    });

    it("is found by Cmd-K by staff, never by sellers", async () => {
      const staff = await call(server, "GET", "/search?q=falcon", { token: tokens.operator });
      expect(staff.body.data.items).toContainEqual(
        expect.objectContaining({ kind: "rentModel", title: "Dassault Falcon 8X" }),
      );
      const seller = await call(server, "GET", "/search?q=falcon", { token: tokens.sellerLinked });
      expect(
        seller.body.data.items.filter((hit: { kind: string }) => hit.kind === "rentModel"),
      ).toEqual([]);
    });
  });

  describe("rent requests name their model", () => {
    it("takes an active model's id and answers the model with the request", async () => {
      const model = (await list("q=Falcon")).body.data.items[0];
      const made = await intake(rentRequestBody({ rentModelId: model._id }));
      expect(made.status).toBe(201);
      expect(made.body.data).toMatchObject({
        modelName: "Dassault Falcon 8X",
        rentModel: { _id: model._id, nameEn: "Dassault Falcon 8X", kind: "jet" },
      });
      const theirs = await call(server, "GET", `/requests?rentModelId=${model._id}&limit=100`, {
        token: tokens.operator,
      });
      expect(theirs.body.data.items.map((item: { _id: string }) => item._id)).toContain(
        made.body.data._id,
      );
      expect(
        theirs.body.data.items.every(
          (item: { rentModel: { _id: string } }) => item.rentModel._id === model._id,
        ),
      ).toBe(true);
    });

    it("answers 400 on rentModelId for an unknown or inactive model, or none at all", async () => {
      const unknown = await intake(rentRequestBody({ rentModelId: UNKNOWN }));
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual({
        rentModelId: "This rent model does not exist or is not offered",
      });
      const inactive = (await list("active=false&q=Pershing")).body.data.items[0];
      const refused = await intake(rentRequestBody({ rentModelId: inactive._id }));
      expect(refused.body.errors).toEqual({
        rentModelId: "This rent model does not exist or is not offered",
      });
      const malformed = await intake(rentRequestBody({ rentModelId: "yacht" }));
      expect(malformed.body.errors).toEqual({
        rentModelId: "This rent model does not exist or is not offered",
      });
      const none = await intake(rentRequestBody({}));
      expect(none.body.errors).toEqual({ rentModelId: "Choose the rent model" });
    });

    it("keeps an old app's free-text name, linked when exactly one model has it", async () => {
      const linked = await intake(
        rentRequestBody({ modelName: "  villa balbiano, LAGO DI COMO " }),
      );
      expect(linked.body.data.rentModel).toMatchObject({ nameEn: "Villa Balbiano, Lake Como" });
      const text = await intake(rentRequestBody({ modelName: "Sunseeker 76" }));
      expect(text.status).toBe(201);
      expect(text.body.data).toMatchObject({ modelName: "Sunseeker 76", rentModel: null });
    });

    it("lists the customer apps' offer: active models only", async () => {
      const offered = await call(server, "GET", "/intake/rent-models", {});
      expect(offered.status).toBe(200);
      const names = offered.body.data.map((model: { nameEn: string }) => model.nameEn);
      expect(names).toContain("Benetti Oasis 40M");
      expect(names).not.toContain("Pershing 9X");
    });
  });

  describe("linking free-text requests", () => {
    const legacyRequest = async (modelName: string) => {
      const [row] = await server.app.db
        .insert(rentRequests)
        .values({
          customerName: "Legacy Customer",
          customerEmail: "legacy@example.com",
          modelName,
          passengers: 2,
          cabins: 0,
          guests: 2,
          startLocation: "Roma",
          destination: "Roma",
          departureAt: new Date("2027-05-01T10:00:00Z"),
          returnAt: new Date("2027-05-03T10:00:00Z"),
        })
        .returning();
      return row?.id ?? "";
    };
    const modelOf = async (id: string) =>
      (
        await server.app.db
          .select({ rentModelId: rentRequests.rentModelId })
          .from(rentRequests)
          .where(eq(rentRequests.id, id))
      )[0]?.rentModelId;
    const insertModel = async (nameEn: string, nameIt: string) => {
      const [row] = await server.app.db
        .insert(rentModels)
        .values({
          nameEn,
          nameIt,
          descriptionEn: "Legacy",
          descriptionIt: "Legacy",
          kind: "villa",
          guests: 8,
          location: "Capri",
          pricePerDayCents: 100_000,
        })
        .returning();
      return row?.id ?? "";
    };

    it("runs migration 0004's UPDATE: one match by EN or IT name links, none or two keep the text", async () => {
      const statements = readFileSync(
        new URL("../../../server/db/migrations/0005_rent_models.sql", import.meta.url),
        "utf8",
      ).split("--> statement-breakpoint");
      const linking = (statements.at(-1) ?? "")
        .split("\n")
        .filter((line) => !line.startsWith("--"))
        .join("\n")
        .replaceAll('"public".', "");
      const villa = await insertModel("Villa Legacy Alpha", "Villa Eredità Alfa");
      await insertModel("Twin Chalet", "Chalet gemello");
      await insertModel("Twin Chalet", "Chalet gemello 2");
      const byItalian = await legacyRequest("villa eredità ALFA");
      const byEnglish = await legacyRequest(" Villa Legacy Alpha ");
      const twice = await legacyRequest("Twin Chalet");
      const unknown = await legacyRequest("Castello inesistente");

      await server.app.db.execute(sql.raw(linking));

      expect(await modelOf(byItalian)).toBe(villa);
      expect(await modelOf(byEnglish)).toBe(villa);
      expect(await modelOf(twice)).toBeNull();
      expect(await modelOf(unknown)).toBeNull();
    });

    it("links waiting free-text requests when a model of their name is created", async () => {
      const waiting = await legacyRequest("Masseria Gamma");
      expect(await modelOf(waiting)).toBeNull();
      const made = await create({
        ...valid,
        kind: "villa",
        guests: 12,
        nameEn: "Masseria Gamma, Puglia",
        nameIt: "Masseria Gamma",
      });
      expect(await modelOf(waiting)).toBe(made.body.data._id);
      const request = await call(server, "GET", `/request/${waiting}`, { token: tokens.admin });
      expect(request.body.data).toMatchObject({
        modelName: "Masseria Gamma",
        rentModel: { _id: made.body.data._id, nameIt: "Masseria Gamma" },
      });
    });
  });
});
