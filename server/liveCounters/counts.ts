import { and, count, eq, inArray, type SQL } from "drizzle-orm";
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

/** The counter's number: everyone's, or one seller's when `sellerId` is given. */
export const countArrived = async (
  db: Database,
  counter: LiveCounter,
  sellerId?: string,
): Promise<number> => {
  const counted = COUNTED[counter];
  const conditions: SQL[] = [inArray(counted.table.status, [...counted.waiting])];
  if (sellerId !== undefined) {
    if (!counted.sellerScoped) return 0;
    const table = counted.table as typeof orders | typeof orderRequests;
    conditions.push(eq(table.sellerId, sellerId));
  }
  const [row] = await db
    .select({ n: count() })
    .from(counted.table)
    .where(and(...conditions));
  return row?.n ?? 0;
};
