import type { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { USER_TYPE } from "../../../domain/userTypes.ts";
import { csvRecord, csvText } from "../../../server/lists/csv.ts";
import { defineList, exportStream, type RequestContext } from "../../../server/lists/index.ts";
import { properties } from "../../../server/properties/schema.ts";
import { describeServer, startTestServer, type TestServer } from "../harness.ts";
import { call, csvRows, signInAll, type Tokens, xlsxRows } from "./context.ts";

/** The generic list machinery (server/lists), through the product properties list. */
describeServer("lists and exports", () => {
  let server: TestServer;
  let tokens: Tokens;
  const made: { _id: string; nameEn: string }[] = [];
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await signInAll(server);
    for (let index = 0; index < 25; index += 1) {
      const padded = String(index).padStart(2, "0");
      const { status, body } = await call(server, "POST", "/property", {
        token: tokens.admin,
        body: {
          nameEn: `Listtest ${padded}`,
          nameIt: `Provalista ${padded}`,
          valueEn: index % 2 ? "Odd" : "Even",
          valueIt: index % 2 ? "Dispari" : "Pari",
        },
      });
      expect(status).toBe(201);
      made.push(body.data);
    }
  });
  afterAll(() => server?.close());

  const list = (query: string, token = tokens.admin) =>
    call(server, "GET", `/properties?${query}`, { token, language: "en" });

  it("pages with offset and limit (default 10) and answers the total", async () => {
    const first = await list("q=listtest&sort=nameEn");
    expect(first.status).toBe(200);
    expect(first.body.data.total).toBe(25);
    expect(first.body.data.items).toHaveLength(10);
    expect(first.body.data.items[0].nameEn).toBe("Listtest 00");
    const third = await list("q=listtest&sort=nameEn&offset=20&limit=20");
    expect(third.body.data.items.map((item: { nameEn: string }) => item.nameEn)).toEqual(
      made.slice(20).map((item) => item.nameEn),
    );
  });

  it("sorts both ways on whitelisted columns and refuses others with 400", async () => {
    const descending = await list("q=listtest&sort=-nameEn&limit=2");
    expect(descending.body.data.items[0].nameEn).toBe("Listtest 24");
    const unknown = await list("sort=passwordHash");
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ sort: "Sort by one of the list's columns" });
    expect((await list("limit=101")).status).toBe(400);
  });

  it("searches case-insensitively in every searchable column, wildcards taken literally", async () => {
    expect((await list("q=PROVALISTA 1")).body.data.total).toBe(10);
    expect((await list("q=dispari")).body.data.total).toBe(12);
    expect((await list("q=%25")).body.data.total).toBe(0);
  });

  it("lists only the records named by ids=, for a form's chosen options", async () => {
    const wanted = [made[3], made[17]].map((property) => property?._id);
    const { status, body } = await list(`ids=${wanted.join(",")}&sort=nameEn`);
    expect(status).toBe(200);
    expect(body.data.total).toBe(2);
    expect(body.data.items.map((item: { _id: string }) => item._id)).toEqual(wanted);
    expect((await list("ids=not-an-id")).status).toBe(400);
  });

  it("exports the filtered rows as CSV with localised headers", async () => {
    const response = await server.api("/properties/export/csv?q=dispari&sort=nameEn", {
      token: tokens.admin,
      language: "it",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="properties-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = csvRows(await response.text());
    expect(rows[0]?.slice(0, 2)).toEqual(["Nome (EN)", "Nome (IT)"]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(
      made.filter((_, index) => index % 2).map((item) => item.nameEn),
    );
  });

  it("exports the selected ids as XLSX", async () => {
    const ids = [made[3]?._id, made[7]?._id].join(",");
    const response = await server.api(`/properties/export/xlsx?ids=${ids}&sort=-nameEn`, {
      token: tokens.admin,
      language: "en",
    });
    expect(response.status).toBe(200);
    const rows = await xlsxRows(await response.arrayBuffer());
    expect(rows[0]?.[0]).toBe("Name (EN)");
    expect(rows.slice(1).map((row) => row[0])).toEqual(["Listtest 07", "Listtest 03"]);
    expect(rows[1]?.[4]).toBe(0);
  });

  const adminContext = (): RequestContext => ({
    db: server.app.db,
    storage: server.app.storage,
    user: {
      id: made[0]?._id ?? "",
      type: USER_TYPE.administrator,
      sessionId: "",
      paymentLinked: true,
    },
    language: "en",
    t: (key) => key,
    now: new Date(),
    live: server.app.live,
    liveCounters: server.app.liveCounters,
    outbox: server.app.outbox,
  });

  const streamed = async (stream: Readable) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  };

  /** The test properties as a list searchable by name: each test adds its columns. */
  const propertyList = () =>
    ({
      name: "test",
      table: properties,
      sortable: { nameEn: properties.nameEn },
      defaultSort: "nameEn",
      searchable: [properties.nameEn],
      toItems: async (rows: (typeof properties.$inferSelect)[]) => rows,
    }) as const;

  it("exports the cell fields a list names, read raw and written by the worker, as drizzle reads them", async () => {
    const list = defineList({
      ...propertyList(),
      cellFields: ["nameEn", "valueIt", "createdAt"],
      toCells: async (rows) => rows,
      columns: [
        { header: "name", value: (row) => row.nameEn },
        { header: "value", value: (row) => row.valueIt },
        { header: "created", value: (row) => row.createdAt, format: "datetime" },
      ],
    });
    const context = adminContext();
    const query = { q: "listtest" };
    const { items } = await list.page({ ...query, offset: 0, limit: 100 }, context);
    const text = await streamed(await exportStream(list, "csv", query, context));
    const words = { language: "en", yes: "", no: "" };
    const cells = items.flatMap((row) => [row.nameEn, row.valueIt, row.createdAt]);
    expect(text).toBe(
      `\uFEFF${csvRecord(["name", "value", "created"])}${csvText(cells, ["text", "text", "datetime"], words)}`,
    );
    expect(items).toHaveLength(25);
  });

  it("ends an export with an error, not a hang, when a batch cannot be written", async () => {
    const list = defineList({
      ...propertyList(),
      // A function is no cell: it cannot even reach the worker thread.
      columns: [{ header: "broken", value: () => (() => "x") as unknown as string }],
    });
    const stream = await exportStream(list, "csv", { q: "listtest" }, adminContext());
    await expect(streamed(stream)).rejects.toThrow();
  });

  it("reads exports in keyset batches that neither skip nor repeat rows, nulls and ties included", async () => {
    // Sorted by a value shared by many rows and null for half of them, in batches of 4.
    const list = defineList({
      name: "test",
      table: properties,
      sortable: {
        value: sql`nullif(${properties.valueEn}, 'Odd')`,
        createdAt: properties.createdAt,
      },
      defaultSort: "value",
      searchable: [properties.nameEn],
      toItems: async (rows) => rows.map((row) => row.id),
      columns: [],
    });
    const context = adminContext();
    for (const sort of ["value", "-value", "createdAt", "-createdAt"]) {
      const query = { q: "listtest", sort, offset: 0, limit: 100 };
      const page = await list.page(query, context);
      const batched: string[] = [];
      for await (const batch of list.batches(query, context, 4)) batched.push(...batch);
      expect(batched, sort).toEqual(page.items);
      expect(batched).toHaveLength(25);
    }
  });

  it("refuses an unknown export format and bad ids with 400", async () => {
    const format = await server.api("/properties/export/pdf", { token: tokens.admin });
    expect(format.status).toBe(400);
    const ids = await server.api("/properties/export/csv?ids=nope", { token: tokens.admin });
    expect(ids.status).toBe(400);
  });
});
