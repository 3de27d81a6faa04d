import { gte } from "drizzle-orm";
import { couponStatusOn } from "../../domain/coupons.ts";
import { ORDER_REQUEST_STATUSES, ORDER_STATUSES } from "../../domain/orders.ts";
import { coupons } from "../coupons/schema.ts";
import { eventRequests } from "../eventRequests/schema.ts";
import { orderRequests } from "../orderRequests/schema.ts";
import { orders } from "../orders/schema.ts";
import { products } from "../products/schema.ts";
import { rentRequests } from "../rentRequests/schema.ts";
import {
  between,
  eventRequestSample,
  orderRequestSample,
  orderSample,
  pick,
  type Random,
  rentRequestSample,
  seededRandom,
} from "./intakeSamples.ts";
import type { SeedContext, Seeder } from "./seeder.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back the demo's requests and orders go. */
const SPREAD_DAYS = 45;
/** Records younger than this are still in their arrival status: the badges have something to show. */
const FRESH_DAYS = 4;

const COUNTS = { rentRequests: 25, eventRequests: 15, orderRequests: 40, orders: 60 };

/**
 * `count` arrival times over the last 45 days, oldest first, so record numbers grow with time.
 * The first few are pinned to the last days: the badges and the dashboard's latest lists are
 * never empty on a fresh demo.
 */
const arrivals = (random: Random, count: number, now: Date) =>
  Array.from({ length: count }, (_, index) =>
    index < 3
      ? now.getTime() - between(random, 10, 60 * 60 * 24) * 1000
      : now.getTime() - random() * SPREAD_DAYS * DAY_MS,
  )
    .sort((a, b) => a - b)
    .map((time) => new Date(time));

/** Fresh records are still new; older ones have moved on through the other statuses. */
const statusFor = <S extends string>(
  random: Random,
  createdAt: Date,
  now: Date,
  arrival: S,
  later: readonly S[],
): S =>
  now.getTime() - createdAt.getTime() < FRESH_DAYS * DAY_MS || random() < 0.12
    ? arrival
    : pick(random, later);

/** Every status shows up at least once: the first older records walk through them in order. */
const everyStatusOnce = <S extends string>(statuses: readonly S[], values: { status: S }[]) => {
  statuses.forEach((status, index) => {
    const target = values[values.length - 4 - index * 2];
    if (target) target.status = status;
  });
};

const seedRandom = (name: string) =>
  seededRandom([...name].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 7));

const rentRequestsSeeder: Seeder = {
  name: "rent requests",
  run: async ({ db }) => {
    const random = seedRandom("rent");
    const now = new Date();
    const values = arrivals(random, COUNTS.rentRequests, now).map((createdAt) => {
      const sample = rentRequestSample(random, createdAt);
      return {
        ...sample,
        departureAt: new Date(sample.departureAt),
        returnAt: new Date(sample.returnAt),
        status: statusFor(random, createdAt, now, "new", ["seen"] as const),
        createdAt,
        updatedAt: createdAt,
      };
    });
    return (await db.insert(rentRequests).values(values).returning({ id: rentRequests.id })).length;
  },
};

const eventRequestsSeeder: Seeder = {
  name: "event requests",
  run: async ({ db }) => {
    const random = seedRandom("event");
    const now = new Date();
    const values = arrivals(random, COUNTS.eventRequests, now).map((createdAt) => ({
      ...eventRequestSample(random, createdAt),
      status: statusFor(random, createdAt, now, "new", ["seen"] as const),
      createdAt,
      updatedAt: createdAt,
    }));
    return (await db.insert(eventRequests).values(values).returning({ id: eventRequests.id }))
      .length;
  },
};

/** The demo products; the linked seller's come up more often, so its own lists are full. */
const productPool = async ({ db }: SeedContext) => {
  const rows = await db
    .select({ id: products.id, sellerId: products.sellerId, priceCents: products.priceCents })
    .from(products);
  if (rows.length === 0) throw new Error("the intake seed needs the demo products");
  return [...rows, ...rows.filter((row) => row.sellerId !== null)];
};

const orderRequestsSeeder: Seeder = {
  name: "order requests",
  run: async (context) => {
    const random = seedRandom("order requests");
    const now = new Date();
    const pool = await productPool(context);
    const values = arrivals(random, COUNTS.orderRequests, now).map((createdAt) => {
      const product = pick(random, pool);
      return {
        ...orderRequestSample(random, product.id),
        sellerId: product.sellerId,
        status: statusFor(random, createdAt, now, "new", ORDER_REQUEST_STATUSES.slice(1)),
        createdAt,
        updatedAt: createdAt,
      };
    });
    everyStatusOnce(ORDER_REQUEST_STATUSES, values);
    return (
      await context.db.insert(orderRequests).values(values).returning({ id: orderRequests.id })
    ).length;
  },
};

const ordersSeeder: Seeder = {
  name: "orders",
  run: async (context) => {
    const random = seedRandom("orders");
    const now = new Date();
    const pool = await productPool(context);
    const today = now.toISOString().slice(0, 10);
    const usable = (
      await context.db.select().from(coupons).where(gte(coupons.expiresOn, today))
    ).filter((coupon) => couponStatusOn(coupon.expiresOn, now) === "active");
    const values = arrivals(random, COUNTS.orders, now).map((createdAt) => {
      const product = pick(random, pool);
      const sample = orderSample(random, product.id, createdAt);
      const subtotal = product.priceCents * sample.quantity;
      const couponsForIt = usable.filter(
        (coupon) => coupon.sellerId === null || coupon.sellerId === product.sellerId,
      );
      const coupon = couponsForIt.length && random() < 0.2 ? pick(random, couponsForIt) : null;
      const discountCents = coupon ? Math.min(coupon.discountCents, subtotal) : 0;
      return {
        ...sample,
        sellerId: product.sellerId,
        unitPriceCents: product.priceCents,
        discountCents,
        totalCents: subtotal - discountCents,
        couponName: coupon?.name ?? null,
        status: statusFor(random, createdAt, now, "orderConfirmed", ORDER_STATUSES.slice(1)),
        createdAt,
        updatedAt: createdAt,
      };
    });
    everyStatusOnce(ORDER_STATUSES, values);
    return (await context.db.insert(orders).values(values).returning({ id: orders.id })).length;
  },
};

/** After the catalogue's seeders: order requests and orders name its products. */
export const INTAKE_SEEDERS: readonly Seeder[] = [
  rentRequestsSeeder,
  eventRequestsSeeder,
  orderRequestsSeeder,
  ordersSeeder,
];
