import { randomUUID } from "node:crypto";
import { eq, gte, inArray } from "drizzle-orm";
import { couponStatusOn } from "../../domain/coupons.ts";
import { ORDER_REQUEST_STATUSES, ORDER_STATUSES } from "../../domain/orders.ts";
import { bookingsOverlap, REQUEST_STATUSES, type RequestStatus } from "../../domain/rentWork.ts";
import { USER_TYPE } from "../../domain/userTypes.ts";
import { coupons } from "../coupons/schema.ts";
import { eventRequests } from "../eventRequests/schema.ts";
import { events } from "../events/schema.ts";
import { historyEntries } from "../history/schema.ts";
import { orderRequestQuotes, orderRequests } from "../orderRequests/schema.ts";
import { orders } from "../orders/schema.ts";
import { products } from "../products/schema.ts";
import { rentModels } from "../rentModels/schema.ts";
import { rentRequests } from "../rentRequests/schema.ts";
import { requestOffers } from "../rentWork/schema.ts";
import { users } from "../users/schema.ts";
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
import { walkRentRequest } from "./rentHistory.ts";
import { LEGACY_MODEL_NAMES } from "./rentModelsData.ts";
import type { SeedContext, Seeder } from "./seeder.ts";
import { walkOrder, walkOrderRequest } from "./shopHistory.ts";
import { DEMO_ACCOUNTS } from "./users.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back the demo's requests and orders go. */
const SPREAD_DAYS = 45;
/** Records younger than this are still in their arrival status: the badges have something to show. */
const FRESH_DAYS = 4;

const COUNTS = { rentRequests: 40, eventRequests: 20, orderRequests: 40, orders: 60 };

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

/**
 * No model booked twice (docs/statuses.md#bookings) in the demo too: a confirmed stay overlapping
 * an earlier confirmed one of the same model stays at Offer sent instead, which is also the
 * overlapping offer the calendar warns of.
 */
const neverDoubleBooked = (
  values: {
    rentModelId: string | null;
    status: RequestStatus;
    departureAt: Date;
    returnAt: Date;
  }[],
) => {
  const confirmed: typeof values = [];
  for (const value of [...values].sort(
    (a, b) => a.departureAt.getTime() - b.departureAt.getTime(),
  )) {
    if (value.status !== "confirmed" || !value.rentModelId) continue;
    const clash = confirmed.some(
      (other) => other.rentModelId === value.rentModelId && bookingsOverlap(other, value),
    );
    if (clash) value.status = "offerSent";
    else confirmed.push(value);
  }
};

/** An event's confirmed guests stay within its capacity; the others wait at Offer sent. */
const withinCapacity = (
  values: { eventId: string | null; status: RequestStatus; guests: number }[],
  offered: readonly { id: string; capacity: number }[],
) => {
  const taken = new Map<string, number>();
  for (const value of values) {
    if (value.status !== "confirmed" || !value.eventId) continue;
    const guests = (taken.get(value.eventId) ?? 0) + value.guests;
    const capacity = offered.find((event) => event.id === value.eventId)?.capacity ?? 0;
    if (guests > capacity) value.status = "offerSent";
    else taken.set(value.eventId, guests);
  }
};

/**
 * Walks each request to its status (rentHistory.ts), then stores the requests with their
 * assignee and version, their offers and their histories in bulk.
 */
const insertRentWork = async (
  context: SeedContext,
  table: typeof rentRequests | typeof eventRequests,
  resource: "rentRequests" | "eventRequests",
  requests: { values: WorkedValue[]; priceCents: number[] },
  random: Random,
) => {
  const staff = await staffIds(context);
  const now = new Date();
  const walks = requests.values.map((value, index) =>
    walkRentRequest(
      random,
      { ...value, resource, priceCents: requests.priceCents[index] ?? 0 },
      now,
      staff,
    ),
  );
  const rows = requests.values.map((value, index) => {
    const walk = walks[index];
    return {
      ...value,
      assigneeId: walk?.assigneeId ?? null,
      version: walk?.version ?? 1,
      updatedAt: walk?.updatedAt ?? value.createdAt,
    };
  });
  await context.db.insert(table).values(rows as never);
  const offers = walks.flatMap((walk) => walk.offers);
  if (offers.length) await context.db.insert(requestOffers).values(offers);
  await insertWork(context, walks);
};

/** What the rent line's seeders store of a request, before its walk. */
interface WorkedValue {
  id: string;
  createdAt: Date;
  status: RequestStatus;
}

const seedRandom = (name: string) =>
  seededRandom([...name].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 7));

/** The demo's active models, which customers ask for. */
const modelPool = async ({ db }: SeedContext) => {
  const rows = await db.select().from(rentModels).where(eq(rentModels.active, true));
  if (rows.length === 0) throw new Error("the intake seed needs the demo rent models");
  return rows.map((row) => ({ ...row, _id: row.id }));
};

/** Every ninth demo request came from an app older than rent models: a free-text name only. */
const LEGACY_EVERY = 9;

const rentRequestsSeeder: Seeder = {
  name: "rent requests",
  run: async (context) => {
    const random = seedRandom("rent");
    const now = new Date();
    const models = await modelPool(context);
    const values = arrivals(random, COUNTS.rentRequests, now).map((createdAt, index) => {
      const model = pick(random, models);
      const { rentModelId, ...sample } = rentRequestSample(random, createdAt, model);
      const legacy = index % LEGACY_EVERY === LEGACY_EVERY - 1;
      return {
        ...sample,
        id: randomUUID(),
        rentModelId: legacy ? null : rentModelId,
        modelName: legacy ? pick(random, LEGACY_MODEL_NAMES) : model.nameEn,
        departureAt: new Date(sample.departureAt),
        returnAt: new Date(sample.returnAt),
        status: statusFor(random, createdAt, now, "new", REQUEST_STATUSES.slice(1)),
        createdAt,
        updatedAt: createdAt,
      };
    });
    const priceCents = values.map((value) => {
      const model = models.find((candidate) => candidate.id === value.rentModelId);
      const days = Math.max(
        1,
        Math.round((value.returnAt.getTime() - value.departureAt.getTime()) / DAY_MS),
      );
      return (model?.pricePerDayCents ?? LEGACY_DAY_PRICE_CENTS) * days;
    });
    everyStatusOnce(REQUEST_STATUSES, values);
    neverDoubleBooked(values);
    await insertRentWork(context, rentRequests, "rentRequests", { values, priceCents }, random);
    return values.length;
  },
};

/** What a day of a model not in the catalogue costs, for the demo's offers. */
const LEGACY_DAY_PRICE_CENTS = 800_000;

/** What a guest pays for an event that is not in the catalogue, for the demo's offers. */
const LEGACY_EVENT_PRICE_CENTS = 45_000;

/** Every fifth demo request came from an old app that named its event as text. */
const LEGACY_SHARE = 5;

const eventRequestsSeeder: Seeder = {
  name: "event requests",
  run: async (context) => {
    const { db } = context;
    const random = seedRandom("event");
    const now = new Date();
    const published = await db.select().from(events).where(eq(events.published, true));
    const values = arrivals(random, COUNTS.eventRequests, now).map((createdAt, index) => {
      // A customer asks about events still ahead when they ask.
      const ahead = published
        .filter((event) => event.startsAt > createdAt)
        .map((event) => ({ ...event, _id: event.id }));
      const { eventId, eventName, eventDate, ...sample } = eventRequestSample(
        random,
        createdAt,
        index % LEGACY_SHARE === LEGACY_SHARE - 1 ? [] : ahead,
      );
      const event = ahead.find((candidate) => candidate.id === eventId);
      return {
        ...sample,
        eventId: event?.id ?? null,
        eventName: event?.nameEn ?? eventName ?? "",
        eventDate: event?.startsAt.toISOString().slice(0, 10) ?? eventDate ?? "",
        id: randomUUID(),
        status: statusFor(random, createdAt, now, "new", REQUEST_STATUSES.slice(1)),
        createdAt,
        updatedAt: createdAt,
      };
    });
    const priceCents = values.map(
      (value) =>
        (published.find((event) => event.id === value.eventId)?.priceCents ??
          LEGACY_EVENT_PRICE_CENTS) * value.guests,
    );
    everyStatusOnce(REQUEST_STATUSES, values);
    withinCapacity(values, published);
    await insertRentWork(context, eventRequests, "eventRequests", { values, priceCents }, random);
    return values.length;
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

/** The demo's administrator and operator: who works on the platform's records. */
const staffIds = async ({ db }: SeedContext) => {
  const staffEmails = DEMO_ACCOUNTS.filter((account) => account.userType !== USER_TYPE.seller).map(
    (account) => account.email,
  );
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, staffEmails));
  return rows.map((row) => row.id);
};

/** Histories and quotes in bulk: two inserts whatever the number of records. */
const insertWork = async (
  { db }: SeedContext,
  walks: readonly {
    history: (typeof historyEntries.$inferInsert)[];
    quotes?: (typeof orderRequestQuotes.$inferInsert)[];
  }[],
) => {
  const quotes = walks.flatMap((walk) => walk.quotes ?? []);
  const history = walks.flatMap((walk) => walk.history);
  if (quotes.length) await db.insert(orderRequestQuotes).values(quotes);
  if (history.length) await db.insert(historyEntries).values(history);
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
        id: randomUUID(),
        ...orderRequestSample(random, product.id),
        sellerId: product.sellerId,
        unitPriceCents: product.priceCents,
        status: statusFor(random, createdAt, now, "new", ORDER_REQUEST_STATUSES.slice(1)),
        createdAt,
        updatedAt: createdAt,
      };
    });
    everyStatusOnce(ORDER_REQUEST_STATUSES, values);
    const staff = await staffIds(context);
    const walks = values.map((value) => {
      const walk = walkOrderRequest(random, value, now, { staff, sellerId: value.sellerId });
      Object.assign(value, { version: walk.version, updatedAt: walk.updatedAt });
      return walk;
    });
    await context.db.insert(orderRequests).values(values);
    await insertWork(context, walks);
    return values.length;
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
        id: randomUUID(),
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
    const staff = await staffIds(context);
    const walks = values.map((value) => {
      const walk = walkOrder(random, value, now, { staff, sellerId: value.sellerId });
      Object.assign(value, { version: walk.version, updatedAt: walk.updatedAt });
      return walk;
    });
    await context.db.insert(orders).values(values);
    await insertWork(context, walks);
    return values.length;
  },
};

/** After the catalogue's, the rent models' and the events' seeders: requests and orders name their records. */
export const INTAKE_SEEDERS: readonly Seeder[] = [
  rentRequestsSeeder,
  eventRequestsSeeder,
  orderRequestsSeeder,
  ordersSeeder,
];
