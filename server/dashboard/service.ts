import { and, desc, eq, gte, ne, sql } from "drizzle-orm";
import type { Dashboard } from "../../domain/dashboard.schema.ts";
import type { Database } from "../db/client.ts";
import { eventRequests } from "../eventRequests/schema.ts";
import { toEventRequests } from "../eventRequests/service.ts";
import { countArrived } from "../liveCounters/counts.ts";
import { orderRequests } from "../orderRequests/schema.ts";
import { selectOrderRequests, withCurrentQuotes } from "../orderRequests/service.ts";
import { orders } from "../orders/schema.ts";
import { selectOrders, toOrder } from "../orders/service.ts";
import { rentRequests } from "../rentRequests/schema.ts";
import { toRentRequests } from "../rentRequests/service.ts";
import { perDay } from "./perDay.ts";

const LATEST = 5;

/** Orders placed since the first of this month (UTC), cancelled ones left out, in cents. */
const revenueThisMonth = async (db: Database, now: Date, sellerId?: string) => {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${orders.totalCents}), 0)` })
    .from(orders)
    .where(
      and(
        gte(orders.createdAt, monthStart),
        ne(orders.status, "cancelledOrder"),
        sellerId ? eq(orders.sellerId, sellerId) : undefined,
      ),
    );
  return Number(row?.cents ?? 0);
};

const staffOnly = <T>(sellerId: string | undefined, read: () => Promise<T>) =>
  sellerId ? Promise.resolve(null) : read();

/**
 * The landing page's figures in a fixed number of queries (grouped by day, joined references):
 * everyone's for staff, a seller's own shop figures for a seller (rent figures null).
 */
export const dashboardFigures = async (
  db: Database,
  now: Date,
  sellerId?: string,
): Promise<Dashboard> => {
  const [
    ordersCount,
    orderRequestsCount,
    rentRequestsCount,
    eventRequestsCount,
    days,
    revenueThisMonthCents,
    latestOrders,
    latestOrderRequests,
    latestRentRequests,
    latestEventRequests,
  ] = await Promise.all([
    countArrived(db, "orders", sellerId),
    countArrived(db, "orderRequests", sellerId),
    staffOnly(sellerId, () => countArrived(db, "rentRequests")),
    staffOnly(sellerId, () => countArrived(db, "eventRequests")),
    perDay(db, now, sellerId),
    revenueThisMonth(db, now, sellerId),
    selectOrders(db)
      .where(sellerId ? eq(orders.sellerId, sellerId) : undefined)
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(LATEST),
    selectOrderRequests(db)
      .where(sellerId ? eq(orderRequests.sellerId, sellerId) : undefined)
      .orderBy(desc(orderRequests.createdAt), desc(orderRequests.number))
      .limit(LATEST),
    staffOnly(sellerId, async () =>
      toRentRequests(
        await db
          .select()
          .from(rentRequests)
          .orderBy(desc(rentRequests.createdAt), desc(rentRequests.number))
          .limit(LATEST),
        db,
      ),
    ),
    staffOnly(sellerId, () =>
      db
        .select()
        .from(eventRequests)
        .orderBy(desc(eventRequests.createdAt), desc(eventRequests.number))
        .limit(LATEST),
    ),
  ]);
  return {
    counters: {
      orders: ordersCount,
      orderRequests: orderRequestsCount,
      rentRequests: rentRequestsCount,
      eventRequests: eventRequestsCount,
    },
    perDay: days,
    revenueThisMonthCents,
    latestOrders: latestOrders.map(toOrder),
    latestOrderRequests: await withCurrentQuotes(db, latestOrderRequests, now),
    latestRentRequests: latestRentRequests ?? null,
    latestEventRequests: latestEventRequests
      ? await toEventRequests(latestEventRequests, db)
      : null,
  };
};
