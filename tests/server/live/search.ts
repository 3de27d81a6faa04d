import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { DEMO, type TestServer } from "../harness.ts";
import type { LiveContext } from "./context.ts";
import {
  get,
  INTAKE_PATHS,
  intake,
  type LiveWorld,
  liveWorld,
  orderBody,
  orderRequestBody,
} from "./fixtures.ts";

type Hit = { kind: string; id: string; title: string; subtitle: string | null };

/** Cmd-K search: run against the shared live server (live.test.ts). */
export const searchTests = (context: LiveContext) => {
  let server: TestServer;
  let world: LiveWorld;
  let orderOfB: { _id: string; number: number; customerEmail: string };
  beforeAll(async () => {
    server = context.server;
    world = await liveWorld(server);
    // Numbers as people see them in a shop that has been running for a while.
    await server.app.db.execute(sql`select setval('orders_number_seq', 1041)`);
    orderOfB = (await intake(server, INTAKE_PATHS.orders, orderBody(world.sellerB.productId)))
      .data as typeof orderOfB;
    await intake(server, INTAKE_PATHS.orderRequests, orderRequestBody(world.sellerA.productId));
  });

  const find = async (q: string, token: string, language = "en") => {
    const response = await server.api(`/search?q=${encodeURIComponent(q)}`, { token, language });
    expect(response.status).toBe(200);
    return (await response.json()).data.items as Hit[];
  };

  it("finds an order by number, with or without #, and by customer email", async () => {
    expect(orderOfB.number).toBe(1042);
    for (const q of [String(orderOfB.number), `#${orderOfB.number}`, orderOfB.customerEmail]) {
      const hits = await find(q, world.admin);
      expect(hits, q).toContainEqual(
        expect.objectContaining({
          kind: "order",
          id: orderOfB._id,
          title: `Order #${orderOfB.number}`,
        }),
      );
    }
    const italian = await find(`#${orderOfB.number}`, world.admin, "it");
    expect(italian.find((hit) => hit.id === orderOfB._id)?.title).toBe(
      `Ordine #${orderOfB.number}`,
    );
  });

  it("finds products by name in either language", async () => {
    const hits = await find(`${world.platformProductName} (it)`, world.operator, "it");
    expect(hits).toContainEqual(
      expect.objectContaining({
        kind: "product",
        id: world.platformProductId,
        subtitle: expect.stringMatching(/^400,00\s€ · \d+ disponibili$/),
      }),
    );
  });

  it("lets a seller find only its own records", async () => {
    const asA = await find(orderOfB.customerEmail, world.sellerA.token);
    expect(asA).toEqual([]);
    const asB = await find(orderOfB.customerEmail, world.sellerB.token);
    // Its order, and the customer of its own records (the customers list's scope).
    expect(asB.filter((hit) => hit.kind !== "customer").map((hit) => hit.id)).toEqual([
      orderOfB._id,
    ]);
    expect(asB.filter((hit) => hit.kind === "customer").map((hit) => hit.subtitle)).toEqual([
      orderOfB.customerEmail,
    ]);
    const products = await find("Bag", world.sellerA.token);
    expect(products.map((hit) => hit.id)).toEqual([world.sellerA.productId]);
  });

  it("finds users for administrators only", async () => {
    expect(await find(DEMO.operator.email, world.admin)).toContainEqual(
      expect.objectContaining({ kind: "user", subtitle: DEMO.operator.email }),
    );
    expect(
      (await find(DEMO.operator.email, world.operator)).filter((hit) => hit.kind === "user"),
    ).toEqual([]);
  });

  it("treats % and _ as plain characters", async () => {
    expect(await find("%%", world.admin)).toEqual([]);
    expect(await find("__", world.admin)).toEqual([]);
  });

  it("refuses a query shorter than two characters", async () => {
    const { status } = await get(server, "/search?q=a", world.admin);
    expect(status).toBe(400);
  });
};
