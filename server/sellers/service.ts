import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import { USER_TYPE } from "../../domain/userTypes.ts";
import type { Database } from "../db/client.ts";
import { custom, defineList, idIn, isSeller, type ListContext } from "../lists/index.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { type User, users } from "../users/schema.ts";

export interface SellerSummary {
  _id: string;
  fullName: string;
}

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

const toSeller = (user: User) => ({
  _id: user.id,
  fullName: `${user.firstName} ${user.lastName}`,
  email: user.email,
  paymentLinked: Boolean(user.stripeAccountId),
});

/** Seller accounts, for the seller select and filter of staff screens. */
export const sellerList = defineList({
  name: "sellers",
  table: users,
  sortable: { fullName, email: users.email, createdAt: users.createdAt },
  defaultSort: "fullName",
  searchable: [fullName, users.email],
  filters: {
    paymentLinked: custom(z.enum(["true", "false"], { error: "invalid" }), (value) =>
      value === "true" ? isNotNull(users.stripeAccountId) : isNull(users.stripeAccountId),
    ),
  },
  scope: () => eq(users.userType, USER_TYPE.seller),
  toItems: async (rows) => rows.map(toSeller),
  columns: [
    { header: "catalogue:columns.seller", value: (seller) => seller.fullName, width: 26 },
    { header: "catalogue:columns.email", value: (seller) => seller.email, width: 30 },
    {
      header: "catalogue:columns.paymentLinked",
      value: (seller) => seller.paymentLinked,
      format: "boolean",
    },
  ],
});

/** The owner's full name, to sort records by their seller (`sort=seller`); null for the platform. */
export const sellerNameOf = (sellerId: PgColumn) =>
  sql`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${sellerId})`;

/** Id → name of the sellers among `ids` (records show their owner by name). */
export const sellerSummaries = async (
  db: Database,
  ids: readonly (string | null)[],
): Promise<Map<string, SellerSummary>> => {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(idIn(users.id, wanted));
  return new Map(
    rows.map((row) => [row.id, { _id: row.id, fullName: `${row.firstName} ${row.lastName}` }]),
  );
};

/**
 * The owner a write gives a record (decision D5): a seller's records are always its own, whatever
 * the body says; staff choose a seller account or null (the platform's own), and keep the current
 * owner by leaving sellerId out.
 */
export const ownerFor = async (
  requested: string | null | undefined,
  context: ListContext,
  current: string | null = null,
): Promise<string | null> => {
  if (isSeller(context)) return context.user.id;
  if (requested === undefined) return current;
  if (requested === null) return null;
  const [seller] = await context.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, requested), eq(users.userType, USER_TYPE.seller)))
    .limit(1);
  if (!seller) {
    throw new HttpProblem(400, "errors:validationFailed", undefined, {
      sellerId: "sellerNotFound",
    });
  }
  return seller.id;
};
