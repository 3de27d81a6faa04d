import { count, inArray, notInArray, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { AccountHoldings } from "../../domain/users.schema.ts";
import { auditEntries } from "../audit/schema.ts";
import { coupons } from "../coupons/schema.ts";
import type { Database } from "../db/client.ts";
import { readTogether } from "../db/readTogether.ts";
import { orderRequests } from "../orderRequests/schema.ts";
import { orders } from "../orders/schema.ts";
import { products } from "../products/schema.ts";
import { shops } from "../shops/schema.ts";

// Order requests still being worked on: anything but the two endings.
const CLOSED_REQUESTS = ["completed", "requestDenied"] as const;

type Account = { id: string; email: string };

/** Counts rows per value of `column` among `values`, in one grouped query. */
const countBy = async (
  db: Database,
  column: PgColumn,
  values: readonly string[],
  extra?: ReturnType<typeof notInArray>,
): Promise<Map<string, number>> => {
  if (!values.length) return new Map();
  const rows = await db
    .select({ key: sql<string>`${column}::text`, n: count() })
    .from(column.table)
    .where(extra ? sql`${inArray(column, [...values])} and ${extra}` : inArray(column, [...values]))
    .groupBy(column);
  return new Map(rows.map((row) => [row.key, row.n]));
};

const lowerEmail = (column: PgColumn) => sql`lower(${column})`;

/**
 * What each account holds (docs/access.md#deleting-people), a handful of grouped queries for any
 * number of accounts: a seller's orders, order requests, products, coupons and shop; a customer's
 * orders and order requests (the apps name them by email); anyone's changes in the logs.
 */
export const holdingsOf = async (
  db: Database,
  accounts: readonly Account[],
): Promise<Map<string, AccountHoldings>> => {
  const ids = accounts.map((account) => account.id);
  const emails = accounts.map((account) => account.email.toLowerCase());
  const byEmail = async (column: PgColumn, table: typeof orders | typeof orderRequests) => {
    if (!emails.length) return new Map<string, number>();
    const rows = await db
      .select({ key: sql<string>`lower(${column})`, n: count() })
      .from(table)
      .where(inArray(lowerEmail(column), emails))
      .groupBy(lowerEmail(column));
    return new Map(rows.map((row) => [row.key, row.n]));
  };
  const [
    sellerOrders,
    customerOrders,
    sellerRequests,
    customerRequests,
    openRequests,
    productCounts,
    couponCounts,
    auditCounts,
    ownedShops,
  ] = await readTogether(db, [
    () => countBy(db, orders.sellerId, ids),
    () => byEmail(orders.customerEmail, orders),
    () => countBy(db, orderRequests.sellerId, ids),
    () => byEmail(orderRequests.customerEmail, orderRequests),
    () =>
      countBy(
        db,
        orderRequests.sellerId,
        ids,
        notInArray(orderRequests.status, [...CLOSED_REQUESTS]),
      ),
    () => countBy(db, products.sellerId, ids),
    () => countBy(db, coupons.sellerId, ids),
    () => countBy(db, auditEntries.userId, ids),
    async () =>
      ids.length
        ? db
            .select({ sellerId: shops.sellerId, _id: shops.id, name: shops.name })
            .from(shops)
            .where(inArray(shops.sellerId, ids))
        : [],
  ] as const);
  const shopOf = new Map(ownedShops.map(({ sellerId, ...shop }) => [sellerId, shop]));
  return new Map(
    accounts.map(({ id, email }) => {
      const mail = email.toLowerCase();
      const held = {
        orders: (sellerOrders.get(id) ?? 0) + (customerOrders.get(mail) ?? 0),
        orderRequests: (sellerRequests.get(id) ?? 0) + (customerRequests.get(mail) ?? 0),
        openRequests: openRequests.get(id) ?? 0,
        products: productCounts.get(id) ?? 0,
        coupons: couponCounts.get(id) ?? 0,
        auditEntries: auditCounts.get(id) ?? 0,
        shop: shopOf.get(id) ?? null,
      };
      const holdsSomething =
        held.shop !== null ||
        held.orders + held.orderRequests + held.products + held.coupons + held.auditEntries > 0;
      return [id, { ...held, outcome: holdsSomething ? "anonymise" : "remove" }];
    }),
  );
};

export const holdingsOfOne = async (db: Database, account: Account): Promise<AccountHoldings> => {
  const held = (await holdingsOf(db, [account])).get(account.id);
  if (!held) throw new Error("holdings of an account not read");
  return held;
};
