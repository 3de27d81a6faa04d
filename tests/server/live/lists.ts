import { beforeAll, expect, it } from "vitest";
import type { TestServer } from "../harness.ts";
import type { LiveContext } from "./context.ts";
import {
  eventRequestBody,
  get,
  INTAKE_PATHS,
  intake,
  type LiveWorld,
  liveWorld,
  orderBody,
  orderRequestBody,
  rentRequestBody,
} from "./fixtures.ts";

type Page = { items: { _id: string; number: number; sellerId?: string }[]; total: number };

/** Request and order lists: run against the shared live server (live.test.ts). */
export const listTests = (context: LiveContext) => {
  let server: TestServer;
  let world: LiveWorld;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    server = context.server;
    world = await liveWorld(server);
    ids.rent = (await intake(server, INTAKE_PATHS.rentRequests, rentRequestBody())).data._id;
    ids.event = (await intake(server, INTAKE_PATHS.eventRequests, eventRequestBody())).data._id;
    ids.requestA = (
      await intake(server, INTAKE_PATHS.orderRequests, orderRequestBody(world.sellerA.productId))
    ).data._id;
    ids.requestB = (
      await intake(server, INTAKE_PATHS.orderRequests, orderRequestBody(world.sellerB.productId))
    ).data._id;
    ids.orderA = (
      await intake(
        server,
        INTAKE_PATHS.orders,
        orderBody(world.sellerA.productId, { deliveryDate: "2027-05-02" }),
      )
    ).data._id;
    ids.orderB = (
      await intake(server, INTAKE_PATHS.orders, orderBody(world.sellerB.productId, { quantity: 3 }))
    ).data._id;
  });

  const page = async (path: string, token: string) => {
    const { status, body } = await get(server, path, token);
    expect(status, path).toBe(200);
    return body.data as Page;
  };

  it("shows staff every record of the four lists, each readable by id", async () => {
    for (const [list, one, id] of [
      ["/requests", "/request", ids.rent],
      ["/event/requests", "/event/request", ids.event],
      ["/order/request", "/order/request", ids.requestB],
      ["/orders", "/order", ids.orderB],
    ] as const) {
      const { items, total } = await page(list, world.operator);
      expect(total).toBeGreaterThanOrEqual(1);
      expect(items.map((item) => item._id)).toContain(id);
      const record = await get(server, `${one}/${id}`, world.operator);
      expect(record.status).toBe(200);
      expect(record.body.data._id).toBe(id);
    }
  });

  it("shows a seller only its own order requests and orders; another's id is 404", async () => {
    const requests = await page("/order/request", world.sellerA.token);
    expect(requests.items.map((item) => item._id)).toEqual([ids.requestA]);
    const orders = await page("/orders", world.sellerA.token);
    expect(orders).toMatchObject({ total: 1, items: [{ _id: ids.orderA }] });
    // Filtering by another seller does not widen a seller's scope.
    const widened = await page(`/orders?sellerId=${world.sellerB.id}`, world.sellerA.token);
    expect(widened.items.map((item) => item._id)).toEqual([ids.orderA]);

    expect((await get(server, `/order/${ids.orderB}`, world.sellerA.token)).status).toBe(404);
    expect((await get(server, `/order/request/${ids.requestB}`, world.sellerA.token)).status).toBe(
      404,
    );
    expect((await get(server, `/order/${ids.orderA}`, world.sellerA.token)).status).toBe(200);
    for (const path of ["/requests", "/event/requests", `/request/${ids.rent}`]) {
      expect((await get(server, path, world.sellerA.token)).status, path).toBe(403);
    }
  });

  it("filters orders by seller, status, purchase and delivery dates, sorts and searches", async () => {
    const bySeller = await page(`/orders?sellerId=${world.sellerB.id}`, world.admin);
    expect(bySeller.items.map((item) => item._id)).toEqual([ids.orderB]);
    const platform = await page("/orders?sellerId=none&limit=100", world.admin);
    expect(platform.items.every((item) => item.sellerId === null)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    // The demo seed has orders of its own: these checks look at the two test sellers' only.
    const ours = `sellerId=${world.sellerA.id},${world.sellerB.id}`;
    const purchased = await page(
      `/orders?${ours}&purchaseDateMin=${today}&purchaseDateMax=${today}&status=orderConfirmed`,
      world.admin,
    );
    expect(purchased.total).toBe(2);
    const none = await page(`/orders?${ours}&purchaseDateMax=2020-01-01`, world.admin);
    expect(none.total).toBe(0);
    const delivered = await page(
      `/orders?${ours}&deliveryDateMin=2027-05-01&deliveryDateMax=2027-05-02`,
      world.admin,
    );
    expect(delivered.items.map((item) => item._id)).toEqual([ids.orderA]);

    const byQuantity = await page(`/orders?${ours}&sort=-quantity`, world.admin);
    expect(byQuantity.items[0]?._id).toBe(ids.orderB);
    const byProduct = await page(`/orders?${ours}&sort=product`, world.admin);
    expect(byProduct.items).toHaveLength(2);
    const byName = await page(`/orders?${ours}&q=${encodeURIComponent("(it)")}`, world.admin);
    expect(byName.total).toBe(2);
    const bad = await get(server, "/orders?sort=nonsense", world.admin);
    expect(bad.status).toBe(400);
  });

  it("exports each list as CSV and XLSX with headers in the caller's language", async () => {
    for (const [list, header] of [
      ["/requests", "Modello"],
      ["/event/requests", "Evento"],
      ["/order/request", "Prodotto"],
      ["/orders", "Totale"],
    ] as const) {
      const csv = await server.api(`${list}/export/csv`, { token: world.admin, language: "it" });
      expect(csv.status, list).toBe(200);
      expect((await csv.text()).split("\n")[0], list).toContain(header);
      const xlsx = await server.api(`${list}/export/xlsx`, { token: world.admin });
      expect(xlsx.status, list).toBe(200);
      expect(xlsx.headers.get("content-type")).toContain("spreadsheetml");
    }
  });

  it("exports a seller's own orders only", async () => {
    const response = await server.api("/orders/export/csv", {
      token: world.sellerA.token,
      language: "en",
    });
    expect(response.status).toBe(200);
    const csv = await response.text();
    const lines = csv.trim().split("\n");
    expect(lines[0]).toContain("Number");
    expect(lines).toHaveLength(2);
    expect(csv).toContain("Order confirmed");
  });
};
