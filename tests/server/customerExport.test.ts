import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { CustomerDetail } from "../../domain/customers.schema.ts";
import { customerIdOf } from "../../server/customers/key.ts";
import { orders } from "../../server/orders/schema.ts";
import { rentRequests } from "../../server/rentRequests/schema.ts";
import { paymentWebhooks } from "../../server/webhooks/schema.ts";
import { csvRows, xlsxRows } from "./catalogue/context.ts";
import { describeServer, startTestServer, type TestServer } from "./harness.ts";
import { call, insertOrder, type ShopWorld, shopWorld } from "./orders/fixtures.ts";
import { insertRentRequest } from "./rent/workFixtures.ts";

describeServer("A customer's timeline export", () => {
  let server: TestServer;
  let world: ShopWorld;
  const address = `marta.bianchi-${randomBytes(4).toString("hex")}@example.com`;
  const id = customerIdOf(address);
  const numbers = { order: 0, sellerOrder: 0, rent: 0 };

  beforeAll(async () => {
    server = await startTestServer();
    world = await shopWorld(server);
    const order = await insertOrder(server, world.platform);
    const sellerOrder = await insertOrder(server, world.sellerAProduct);
    const rent = await insertRentRequest(server, null);
    for (const [table, recordId] of [
      [orders, order.id],
      [orders, sellerOrder.id],
      [rentRequests, rent.id],
    ] as const)
      await server.app.db
        .update(table)
        .set({ customerEmail: address })
        .where(eq(table.id, recordId));
    await server.app.db.insert(paymentWebhooks).values({
      eventId: `evt_${randomBytes(6).toString("hex")}`,
      eventType: "payment_intent.succeeded",
      status: "processed",
      externalTransactionId: `pi_${randomBytes(6).toString("hex")}`,
      amountCents: 250_000,
      payload: "{}",
      rentRequestId: rent.id,
    });
    Object.assign(numbers, {
      order: order.number,
      sellerOrder: sellerOrder.number,
      rent: rent.number,
    });
  });
  afterAll(() => server?.close());

  const exported = (token: string, format: "csv" | "xlsx", query = "", language = "en") =>
    server.api(`/customers/${id}/export/${format}${query}`, { token, language });

  it("writes the page's items newest first, in the list exports' format", async () => {
    const response = await exported(world.operator, "csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="customer-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = csvRows(await response.text());
    expect(header).toEqual(["Time", "Line", "Item", "Number", "Subject", "Status", "Amount"]);
    const { body } = await call(server, "GET", `/customers/${id}`, { token: world.operator });
    const timeline = (body.data as CustomerDetail).timeline;
    expect(rows).toHaveLength(timeline.length);
    expect(rows.map((row) => row[2])).toEqual(
      timeline.map(
        (item) =>
          ({ order: "Order", rentRequest: "Rent request", payment: "Payment" })[
            item.kind as string
          ],
      ),
    );
    const payment = rows.find((row) => row[2] === "Payment");
    expect(payment?.slice(1)).toEqual([
      "Rent",
      "Payment",
      String(numbers.rent),
      expect.any(String),
      "Paid",
      expect.stringMatching(/2,500\.00/),
    ]);
  });

  it("keeps the line and status the page's filters chose", async () => {
    const rent = csvRows(await (await exported(world.operator, "csv", "?line=rent")).text());
    expect(rent.slice(1).map((row) => [row[1], row[2]])).toEqual([
      ["Rent", "Payment"],
      ["Rent", "Rent request"],
    ]);
    const { body } = await call(server, "GET", `/customers/${id}`, { token: world.operator });
    const order = (body.data as CustomerDetail).timeline.find((item) => item.kind === "order");
    const status = encodeURIComponent(`order:${order?.status}`);
    const confirmed = csvRows(
      await (await exported(world.operator, "csv", `?line=shop&status=${status}`)).text(),
    );
    expect(
      confirmed
        .slice(1)
        .map((row) => row[3])
        .sort(),
    ).toEqual([String(numbers.order), String(numbers.sellerOrder)].sort());
    expect((await exported(world.operator, "csv", "?line=boat")).status).toBe(400);
  });

  it("gives a seller its own records only, and another seller nothing", async () => {
    const response = await exported(world.sellerA.token, "xlsx", "", "it");
    expect(response.status).toBe(200);
    const [header, ...rows] = await xlsxRows(await response.arrayBuffer());
    expect(header).toEqual([
      "Data e ora",
      "Linea",
      "Voce",
      "Numero",
      "Oggetto",
      "Stato",
      "Importo",
    ]);
    expect(rows.map((row) => row[3])).toEqual([numbers.sellerOrder]);
    expect((await exported(world.sellerB.token, "csv")).status).toBe(404);
  });
});
