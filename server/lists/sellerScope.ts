import type { PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import { USER_TYPE } from "../../domain/userTypes.ts";
import type { AuthenticatedUser } from "../plugins/authentication.ts";
import { isSeller } from "./context.ts";
import { type FilterSpec, oneOf } from "./filters.ts";

/** The seller whose records alone the caller may see, or undefined for staff (docs/access.md#user-types). */
export const ownSellerId = (user: AuthenticatedUser): string | undefined =>
  user.type === USER_TYPE.seller ? user.id : undefined;

/**
 * `sellerId=…` (or `none`: the platform's own) on a list of sellers' records: the staff's filter. A seller's list is already
 * scoped to its own records, so for a seller the filter changes nothing.
 */
export const staffSellerFilter =
  (column: PgColumn): FilterSpec =>
  (name) => {
    const filter = oneOf(column, z.uuid({ error: "invalid" }), { allowNone: true })(name);
    return {
      ...filter,
      where: (query, context) => (isSeller(context) ? undefined : filter.where(query, context)),
    };
  };
