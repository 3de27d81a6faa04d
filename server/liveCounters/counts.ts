import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { LiveCounter } from "../../domain/live.ts";
import type { Database } from "../db/client.ts";
import { eventRequests } from "../eventRequests/schema.ts";
import { orderRequests } from "../orderRequests/schema.ts";
import { orders } from "../orders/schema.ts";
import { rentRequests } from "../rentRequests/schema.ts";

/**
 * What each badge counts: the records waiting for staff (domain/live.ts), which is the status
 * they arrive in, and for orders also a customer's return request. Order requests and orders
 * belong to a seller, so they can be counted for one seller alone.
 */
const COUNTED = {
  rentRequests: { table: rentRequests, waiting: ["new"], sellerScoped: false },
  eventRequests: { table: eventRequests, waiting: ["new"], sellerScoped: false },
  orderRequests: { table: orderRequests, waiting: ["new"], sellerScoped: true },
  orders: { table: orders, waiting: ["orderConfirmed", "returnRequest"], sellerScoped: true },
} as const;

/** Whether a seller has a count of its own for this counter (it never sees rent counters). */
export const isSellerScoped = (counter: LiveCounter): boolean => COUNTED[counter].sellerScoped;

type CountQuery = (sellerId?: string) => Promise<number>;

/**
 * The counter's query, built once per database and counter: a badge is read again after every
 * write that changes it, and drizzle would otherwise build the same statement each time.
 */
const countQuery = (db: Database, counter: LiveCounter, scoped: boolean): CountQuery => {
  const counted = COUNTED[counter];
  const waiting = inArray(counted.table.status, [...counted.waiting]);
  const table = counted.table as typeof orders | typeof orderRequests;
  const where = scoped ? and(waiting, eq(table.sellerId, sql.placeholder("sellerId"))) : waiting;
  const query = db
    .select({ n: count() })
    .from(counted.table)
    .where(where)
    .prepare(`live_count_${counter}${scoped ? "_of_seller" : ""}`);
  return async (sellerId) => {
    const [row] = await query.execute({ sellerId });
    return row?.n ?? 0;
  };
};

const builtCounts = new WeakMap<Database, Map<string, CountQuery>>();

/** The counter's number: everyone's, or one seller's when `sellerId` is given. */
export const countArrived = async (
  db: Database,
  counter: LiveCounter,
  sellerId?: string,
): Promise<number> => {
  const scoped = sellerId !== undefined;
  if (scoped && !COUNTED[counter].sellerScoped) return 0;
  let queries = builtCounts.get(db);
  if (!queries) {
    queries = new Map();
    builtCounts.set(db, queries);
  }
  const key = `${counter}:${scoped}`;
  let query = queries.get(key);
  if (!query) {
    query = countQuery(db, counter, scoped);
    queries.set(key, query);
  }
  return query(sellerId);
};
