import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDataProvider } from "../../src/providers/dataProvider";
import { session } from "../../src/providers/session";
import { api, server } from "./msw";

const provider = createDataProvider({
  products: {
    list: "/products",
    one: "/products/:id",
    create: "/products",
    update: "/products/:id",
    remove: "/products/:id",
  },
  orders: { list: "/orders", one: "/order/:id" },
});

const envelope = (data: unknown) => HttpResponse.json({ message: "ok", data });

/** Records the query of each list call and answers two items out of 42. */
const recordListQueries = () => {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get(api("/orders"), ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return envelope({ items: [{ _id: "a" }, { _id: "b" }], total: 42 });
    }),
  );
  return queries;
};

describe("dataProvider.getList", () => {
  it("maps page, sort, search and filters onto the API's list query", async () => {
    const queries = recordListQueries();
    const result = await provider.getList({
      resource: "orders",
      pagination: { currentPage: 3, pageSize: 20, mode: "server" },
      sorters: [
        { field: "createdAt", order: "desc" },
        { field: "ignored", order: "asc" },
      ],
      filters: [
        { field: "q", operator: "contains", value: "rossi" },
        { field: "status", operator: "eq", value: 2 },
        { field: "type", operator: "in", value: ["shop", "rent"] },
        { field: "purchaseDate", operator: "gte", value: "2026-01-01T00:00:00.000Z" },
        { field: "purchaseDate", operator: "lte", value: "2026-01-31T23:59:59.999Z" },
        { field: "city", operator: "contains", value: "Milano" },
        { field: "cleared", operator: "eq", value: undefined },
      ],
    });

    expect(queries).toEqual([
      {
        offset: "40",
        limit: "20",
        sort: "-createdAt",
        q: "rossi",
        status: "2",
        type: "shop,rent",
        purchaseDateMin: "2026-01-01T00:00:00.000Z",
        purchaseDateMax: "2026-01-31T23:59:59.999Z",
        city: "Milano",
      },
    ]);
    expect(result).toEqual({ data: [{ _id: "a" }, { _id: "b" }], total: 42 });
  });

  it("sorts ascending without a minus and sends no paging unless the pagination is server-side", async () => {
    const queries = recordListQueries();
    await provider.getList({
      resource: "orders",
      pagination: { mode: "off" },
      sorters: [{ field: "name", order: "asc" }],
    });
    await provider.getList({ resource: "orders", pagination: { mode: "client", pageSize: 5 } });

    expect(queries).toEqual([{ sort: "name" }, {}]);
  });

  it("refuses filter operators the API does not have", async () => {
    await expect(
      provider.getList({
        resource: "orders",
        filters: [{ field: "status", operator: "ne", value: 1 }],
      }),
    ).rejects.toThrow('The API does not support the "ne" filter (field "status").');
  });
});

describe("dataProvider.readListAhead", () => {
  const firstPage = {
    resource: "orders",
    pagination: { currentPage: 1, pageSize: 10, mode: "server" as const },
    sorters: [{ field: "createdAt", order: "desc" as const }],
    filters: [{ field: "status", operator: "eq" as const, value: 2 }],
  };

  afterEach(() => {
    vi.useRealTimers();
  });

  it("starts the read at once, and the page's getList of the same query takes it", async () => {
    const queries = recordListQueries();
    provider.readListAhead(firstPage);
    await vi.waitFor(() => expect(queries).toHaveLength(1));
    const result = await provider.getList({ ...firstPage, filters: [...firstPage.filters] });
    expect(result).toEqual({ data: [{ _id: "a" }, { _id: "b" }], total: 42 });
    expect(queries).toHaveLength(1);
    // Taken once: the next read of the same query asks the API again.
    await provider.getList(firstPage);
    expect(queries).toHaveLength(2);
  });

  it("is not taken by another query, nor once it is older than a few seconds", async () => {
    const queries = recordListQueries();
    provider.readListAhead(firstPage);
    await provider.getList({
      ...firstPage,
      pagination: { ...firstPage.pagination, currentPage: 2 },
    });
    expect(queries.map((query) => query.offset)).toEqual(["0", "10"]);

    // The first page's read is still there, untaken: asking again sends nothing more.
    provider.readListAhead(firstPage);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 5_000);
    await provider.getList(firstPage);
    expect(queries.map((query) => query.offset)).toEqual(["0", "10", "0"]);
  });
  it("is not taken after a write, nor by another session", async () => {
    const queries = recordListQueries();
    server.use(http.delete(api("/products/:id"), () => envelope({ _id: "p1" })));
    provider.readListAhead(firstPage);
    await provider.deleteOne({ resource: "products", id: "p1" });
    await provider.getList(firstPage);
    expect(queries).toHaveLength(2);

    session.setToken("first-user");
    provider.readListAhead(firstPage);
    session.setToken("second-user");
    await provider.getList(firstPage);
    session.clear();
    expect(queries).toHaveLength(4);
  });
});

describe("dataProvider single records", () => {
  it("reads, creates, updates and deletes on the paths of the map", async () => {
    const calls: string[] = [];
    const record = async (request: Request) => {
      const body =
        request.method === "GET" || request.method === "DELETE" ? null : await request.json();
      calls.push(`${request.method} ${new URL(request.url).pathname} ${JSON.stringify(body)}`);
      return envelope({ _id: "7", name: "Borsa" });
    };
    server.use(
      http.get(api("/products/:id"), ({ request }) => record(request)),
      http.post(api("/products"), ({ request }) => record(request)),
      http.put(api("/products/:id"), ({ request }) => record(request)),
      http.delete(api("/products/:id"), ({ request }) => record(request)),
    );

    const expected = { data: { _id: "7", name: "Borsa" } };
    expect(await provider.getOne({ resource: "products", id: 7 })).toEqual(expected);
    expect(await provider.create({ resource: "products", variables: { name: "Borsa" } })).toEqual(
      expected,
    );
    expect(
      await provider.update({ resource: "products", id: "7", variables: { name: "Borsa" } }),
    ).toEqual(expected);
    expect(await provider.deleteOne({ resource: "products", id: "a/b" })).toEqual(expected);

    expect(calls).toEqual([
      "GET /admin/api/products/7 null",
      'POST /admin/api/products {"name":"Borsa"}',
      'PUT /admin/api/products/7 {"name":"Borsa"}',
      "DELETE /admin/api/products/a%2Fb null",
    ]);
  });

  it("getMany reads the records in one list call with ids=", async () => {
    const searches: string[] = [];
    server.use(
      http.get(api("/orders"), ({ request }) => {
        const query = new URL(request.url).searchParams;
        searches.push(query.toString());
        const ids = query.get("ids")?.split(",") ?? [];
        return envelope({ items: ids.map((id) => ({ _id: id })), total: ids.length });
      }),
    );

    const result = await provider.getMany?.({ resource: "orders", ids: ["1", "2"] });

    expect(result).toEqual({ data: [{ _id: "1" }, { _id: "2" }] });
    expect(searches).toEqual(["ids=1%2C2&limit=100"]);
  });

  it("getMany asks for a hundred ids at a time, the API's page limit", async () => {
    const batches: number[] = [];
    server.use(
      http.get(api("/orders"), ({ request }) => {
        const ids = new URL(request.url).searchParams.get("ids")?.split(",") ?? [];
        batches.push(ids.length);
        return envelope({ items: ids.map((id) => ({ _id: id })), total: ids.length });
      }),
    );
    const ids = Array.from({ length: 230 }, (_, index) => String(index));

    const result = await provider.getMany?.({ resource: "orders", ids });

    expect(batches).toEqual([100, 100, 30]);
    expect(result?.data.map((order) => order._id)).toEqual(ids);
  });

  it("names the resource when it has no endpoints, and the action when it is missing", async () => {
    await expect(provider.getList({ resource: "unicorns" })).rejects.toThrow(
      'No API endpoints for resource "unicorns"',
    );
    await expect(provider.deleteOne({ resource: "orders", id: 1 })).rejects.toThrow(
      'Resource "orders" has no "remove" endpoint.',
    );
  });
});

describe("dataProvider.custom", () => {
  it("sends method, payload, query and headers to a path under the API base", async () => {
    let seen = "";
    server.use(
      http.post(api("/order/request/9/quote"), async ({ request }) => {
        const url = new URL(request.url);
        seen = `${url.search} ${request.headers.get("x-trace")} ${JSON.stringify(await request.json())}`;
        return envelope(3);
      }),
    );

    const result = await provider.custom?.({
      url: "/order/request/9/quote",
      method: "post",
      payload: { vat: 22 },
      query: { confirm: "true" },
      headers: { "x-trace": "t-1" },
    });

    expect(result).toEqual({ message: "ok", data: 3 });
    expect(seen).toBe('?confirm=true t-1 {"vat":22}');
  });
});
