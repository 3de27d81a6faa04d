import { and, eq, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { USER_TYPE } from "../../domain/userTypes.ts";
import type { Database } from "../db/client.ts";
import { idIn, isSeller, type RequestContext } from "../lists/index.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { userFullName } from "../users/fullName.ts";
import { users } from "../users/schema.ts";

export interface SellerSummary {
  _id: string;
  fullName: string;
}

/** The owner's full name, to sort records by their seller (`sort=seller`); null for the platform. */
export const sellerNameOf = (sellerId: PgColumn) =>
  sql`(select ${userFullName} from ${users} where ${users.id} = ${sellerId})`;

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
 * The owner a write gives a record (docs/access.md#user-types): a seller's records are always its own, whatever
 * the body says; staff choose a seller account or null (the platform's own), and keep the current
 * owner by leaving sellerId out.
 */
export const ownerFor = async (
  requested: string | null | undefined,
  context: RequestContext,
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
