import { asc, eq, gt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { availableSql } from "../products/list.ts";
import { products } from "../products/schema.ts";
import { users } from "../users/schema.ts";
import { referenceColumns } from "./references.ts";

/** What a customer app may know of a product: its public face and the pieces it may order. */
export const productOnSale = z.object({
  _id: z.string(),
  number: z.number().int(),
  nameEn: z.string(),
  nameIt: z.string(),
  priceCents: z.number().int(),
  /** Pieces an order may take now (on hand − held); a larger order answers 409 `outOfStock`. */
  available: z.number().int(),
  seller: z.object({ _id: z.string(), fullName: z.string() }).nullable(),
});
export type ProductOnSale = z.infer<typeof productOnSale>;

export const productsOnSaleQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

const selectOnSale = (db: Database) =>
  db
    .select({
      _id: products.id,
      number: products.number,
      nameEn: products.nameEn,
      nameIt: products.nameIt,
      priceCents: products.priceCents,
      available: availableSql,
      sellerId: products.sellerId,
      seller: referenceColumns.seller,
    })
    .from(products)
    .leftJoin(users, eq(users.id, products.sellerId))
    .$dynamic();

type OnSaleRow = Awaited<ReturnType<typeof selectOnSale>>[number];

const toProductOnSale = ({ sellerId: _sellerId, seller, ...row }: OnSaleRow): ProductOnSale => ({
  ...row,
  seller: seller?._id ? seller : null,
});

/** Products with a piece available, in catalogue order: what a customer app shows. */
export const listProductsOnSale = async (db: Database, limit: number) =>
  (
    await selectOnSale(db).where(gt(availableSql, 0)).orderBy(asc(products.number)).limit(limit)
  ).map(toProductOnSale);

/**
 * Reads the product an intake names, with the seller and price the record must freeze. Built once:
 * every intake call reads one, and drizzle would otherwise build the same statement each time.
 * It reads outside the call's transaction, as it would inside one: it locks nothing, and the
 * stock an order takes is checked by the UPDATE that takes it.
 */
export const productOnSaleReader = (db: Database) => {
  const query = selectOnSale(db)
    .where(eq(products.id, sql.placeholder("id")))
    .prepare("intake_product_on_sale");
  return async (id: string) => {
    const [row] = await query.execute({ id });
    return row ? { ...toProductOnSale(row), sellerId: row.sellerId } : undefined;
  };
};
