import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Socket } from "socket.io-client";
import type { Language } from "../../../domain/languages.ts";
import { LIVE_COUNTERS, type LiveCounter } from "../../../domain/live.ts";
import type { OrderRequestStatus, OrderStatus } from "../../../domain/orders.ts";
import { categories } from "../../../server/categories/schema.ts";
import { historyEntries } from "../../../server/history/schema.ts";
import { orderRequests } from "../../../server/orderRequests/schema.ts";
import { orders } from "../../../server/orders/schema.ts";
import { products } from "../../../server/products/schema.ts";
import type { TestServer } from "../harness.ts";
import { type LiveWorld, liveWorld } from "../live/fixtures.ts";
import { connect } from "../socketClient.ts";

export const QUOTE = {
  shippingCents: 2500,
  customizationCents: 0,
  vatPercent: 22,
  splitPercent: 80,
};
export const REASON = "The customer changed their mind";

/** A JSON answer with its status, for one-line assertions. */
export const call = async (
  server: TestServer,
  method: string,
  path: string,
  init: { token?: string; language?: string; body?: unknown } = {},
) => {
  const { body, ...rest } = init;
  const response = await server.api(path, {
    method,
    language: "en",
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...rest,
  });
  // biome-ignore lint/suspicious/noExplicitAny: test answers are checked by assertions
  return { status: response.status, body: (await response.json()) as any };
};

/** A product of the given seller (null: the platform's) at the given price. */
export const addProduct = async (
  server: TestServer,
  sellerId: string | null,
  priceCents: number,
  name = `Clutch ${randomBytes(3).toString("hex")}`,
) => {
  const [category] = await server.app.db
    .insert(categories)
    .values({ nameEn: "Bags", nameIt: "Borse", icon: "icon.png", image: "image.png" })
    .returning({ id: categories.id });
  if (!category) throw new Error("no category");
  const [product] = await server.app.db
    .insert(products)
    .values({
      nameEn: name,
      nameIt: `${name} (it)`,
      descriptionEn: "A test product",
      descriptionIt: "Un prodotto di prova",
      categoryId: category.id,
      subcategoryId: category.id,
      priceCents,
      // Plenty: the suites place many orders and are not about stock (tests/server/stock are).
      quantity: 1000,
      sellerId,
    })
    .returning({ id: products.id });
  if (!product) throw new Error("no product");
  return { id: product.id, sellerId, priceCents, name };
};

export type Product = Awaited<ReturnType<typeof addProduct>>;

const customer = (language: Language) => {
  const tag = randomBytes(4).toString("hex");
  return {
    customerName: language === "it" ? "Giulia Conti" : "Emma Hart",
    customerEmail: `customer-${tag}@example.com`,
    customerLanguage: language,
  };
};

/** An order request straight in the database, in any status (its price is the product's). */
export const insertOrderRequest = async (
  server: TestServer,
  product: Product,
  fields: { status?: OrderRequestStatus; quantity?: number; language?: Language } = {},
) => {
  const [row] = await server.app.db
    .insert(orderRequests)
    .values({
      ...customer(fields.language ?? "en"),
      productId: product.id,
      sellerId: product.sellerId,
      quantity: fields.quantity ?? 1,
      unitPriceCents: product.priceCents,
      status: fields.status ?? "new",
    })
    .returning();
  if (!row) throw new Error("no order request");
  return row;
};

/** An order straight in the database, in any status. */
export const insertOrder = async (
  server: TestServer,
  product: Product,
  fields: { status?: OrderStatus; language?: Language } = {},
) => {
  const [row] = await server.app.db
    .insert(orders)
    .values({
      ...customer(fields.language ?? "en"),
      productId: product.id,
      sellerId: product.sellerId,
      quantity: 1,
      unitPriceCents: product.priceCents,
      totalCents: product.priceCents,
      shippingAddress: "Via Montenapoleone 8, 20121 Milano",
      status: fields.status ?? "orderConfirmed",
    })
    .returning();
  if (!row) throw new Error("no order");
  return row;
};

/** The record's status and version and its number of history lines, read from the database. */
export const stateOf = async (
  server: TestServer,
  table: typeof orders | typeof orderRequests,
  id: string,
) => {
  const [row] = await server.app.db
    .select({ status: table.status, version: table.version })
    .from(table)
    .where(eq(table.id, id));
  const history = await server.app.db
    .select({ id: historyEntries.id })
    .from(historyEntries)
    .where(and(eq(historyEntries.recordId, id)));
  return { ...row, history: history.length };
};

/** A signed-in socket that keeps the last count of each counter it heard. */
export const listenToCounters = async (server: TestServer, token: string) => {
  const socket: Socket = await connect(server.url, { token });
  const last = new Map<LiveCounter, number>();
  for (const [counter, { event }] of Object.entries(LIVE_COUNTERS)) {
    socket.on(event, (payload: { count: number }) =>
      last.set(counter as LiveCounter, payload.count),
    );
  }
  return { socket, last };
};

/** Waits until the sockets have had every counter reading asked for so far. */
export const countersDelivered = async (server: TestServer) => {
  await server.app.liveCounters.settled();
  await new Promise((resolve) => setTimeout(resolve, 100));
};

export interface ShopWorld extends LiveWorld {
  /** A platform product and one of seller A's, with known prices. */
  platform: Product;
  sellerAProduct: Product;
}

/** Staff, two linked sellers (live/fixtures.ts) and a product of the platform and of seller A. */
export const shopWorld = async (server: TestServer): Promise<ShopWorld> => {
  const world = await liveWorld(server);
  return {
    ...world,
    platform: await addProduct(server, null, 40_000),
    sellerAProduct: await addProduct(server, world.sellerA.id, 125_000),
  };
};
