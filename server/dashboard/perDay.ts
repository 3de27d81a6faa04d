import { and, count, eq, gte, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { dashboardDay } from "../../domain/dashboard.schema.ts";
import type { Database } from "../db/client.ts";
import { eventRequests } from "../eventRequests/schema.ts";
import { orderRequests } from "../orderRequests/schema.ts";
import { orders } from "../orders/schema.ts";
import { rentRequests } from "../rentRequests/schema.ts";

export const DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

type Day = z.infer<typeof dashboardDay>;
type Counted = typeof orders | typeof orderRequests | typeof rentRequests | typeof eventRequests;

/** Midnight UTC of the first of the last 30 days (today included). */
export const firstDay = (now: Date): Date => {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (DAYS - 1) * DAY_MS);
};

/** One grouped query per table: `YYYY-MM-DD` (UTC) → records created that day. */
const countsByDay = async (db: Database, table: Counted, since: Date, scope?: SQL) => {
  const day = sql<string>`to_char(${table.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, n: count() })
    .from(table)
    .where(and(gte(table.createdAt, since), scope))
    .groupBy(day);
  return new Map(rows.map(({ day: date, n }) => [date, n]));
};

/**
 * Records per day over the last 30 days, oldest first and every day present. A seller counts its
 * own orders and order requests, and has no rent figures (null).
 */
export const perDay = async (db: Database, now: Date, sellerId?: string): Promise<Day[]> => {
  const since = firstDay(now);
  const [ordersByDay, requestsByDay, rentByDay, eventsByDay] = await Promise.all([
    countsByDay(db, orders, since, sellerId ? eq(orders.sellerId, sellerId) : undefined),
    countsByDay(
      db,
      orderRequests,
      since,
      sellerId ? eq(orderRequests.sellerId, sellerId) : undefined,
    ),
    sellerId ? undefined : countsByDay(db, rentRequests, since),
    sellerId ? undefined : countsByDay(db, eventRequests, since),
  ]);
  return Array.from({ length: DAYS }, (_, index) => {
    const date = new Date(since.getTime() + index * DAY_MS).toISOString().slice(0, 10);
    return {
      date,
      orders: ordersByDay.get(date) ?? 0,
      orderRequests: requestsByDay.get(date) ?? 0,
      rentRequests: rentByDay ? (rentByDay.get(date) ?? 0) : null,
      eventRequests: eventsByDay ? (eventsByDay.get(date) ?? 0) : null,
    };
  });
};
