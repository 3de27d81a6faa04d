import { inArray, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.ts";
import { searchDocument } from "../lists/search.ts";
import { products } from "../products/schema.ts";
import { userFullName } from "../users/fullName.ts";
import { users } from "../users/schema.ts";

/**
 * The product and seller that order requests and orders show by name, selected in the same
 * query as the record (joined, never one query per row).
 */
export const referenceColumns = {
  product: { _id: products.id, nameEn: products.nameEn, nameIt: products.nameIt },
  seller: {
    _id: users.id,
    fullName: userFullName.as("seller_full_name"),
  },
};

export interface References {
  product: { _id: string; nameEn: string; nameIt: string };
  seller: { _id: string; fullName: string } | null;
}

/**
 * The products and sellers of a page of order requests or orders, two queries whatever the
 * page size (the lists hand over table rows; references are loaded in bulk).
 */
export const loadReferences = async (
  db: Database,
  rows: readonly { productId: string; sellerId: string | null }[],
) => {
  const productIds = [...new Set(rows.map((row) => row.productId))];
  const sellerIds = [...new Set(rows.flatMap((row) => (row.sellerId ? [row.sellerId] : [])))];
  // One after the other: inside a write's transaction both share one connection.
  const productRows = productIds.length
    ? await db
        .select(referenceColumns.product)
        .from(products)
        .where(inArray(products.id, productIds))
    : [];
  const sellerRows = sellerIds.length
    ? await db.select(referenceColumns.seller).from(users).where(inArray(users.id, sellerIds))
    : [];
  const productsById = new Map(productRows.map((product) => [product._id, product]));
  const sellersById = new Map(sellerRows.map((seller) => [seller._id, seller]));
  return (row: { productId: string; sellerId: string | null }): References => {
    const product = productsById.get(row.productId);
    if (!product) throw new Error(`product ${row.productId} of a record is missing`);
    return { product, seller: row.sellerId ? (sellersById.get(row.sellerId) ?? null) : null };
  };
};

/** The product's names as one text, as the trigram index on products holds them. */
const productNameDocument = searchDocument([products.nameEn, products.nameIt]);

/**
 * Search over a record's product, for the lists (their sorts by product and seller read the
 * names from products and users: referencedSort in server/lists/).
 */
export const referenceExpressions = (table: { productId: PgColumn }) => ({
  /**
   * `q` on the product's names: the matching products first (a trigram index on the names, see
   * migration 0012), then the records of those products (an index on product_id), never a
   * lookup per record.
   */
  productNamesMatch: (pattern: string) =>
    sql`${table.productId} = any(array(select ${products.id} from ${products} where (${productNameDocument}) ilike ${pattern}))`,
});
