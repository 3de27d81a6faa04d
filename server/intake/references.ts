import { sql } from "drizzle-orm";
import { products } from "../products/schema.ts";
import { users } from "../users/schema.ts";

/**
 * The product and seller that order requests and orders show by name, selected in the same
 * query as the record (joined, never one query per row).
 */
export const referenceColumns = {
  product: { _id: products.id, nameEn: products.nameEn, nameIt: products.nameIt },
  seller: {
    _id: users.id,
    fullName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`.as("seller_full_name"),
  },
};

export interface References {
  product: { _id: string; nameEn: string; nameIt: string };
  seller: { _id: string; fullName: string } | null;
}
