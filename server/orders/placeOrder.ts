import { and, count, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import { couponStatusOn } from "../../domain/coupons.ts";
import type { orderIntake } from "../../domain/requests.schema.ts";
import { coupons } from "../coupons/schema.ts";
import type { Database } from "../db/client.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { type StockUnit, takePieces } from "../stock/service.ts";
import { orders } from "./schema.ts";
import type { OrderRow } from "./service.ts";

type OrderIntake = z.output<typeof orderIntake>;

export interface PricedProduct {
  _id: string;
  sellerId: string | null;
  priceCents: number;
}

const couponNotValid = () =>
  new HttpProblem(400, "intake:couponNotValid", undefined, { couponName: "invalid" });

const timesUsed = async (db: Database, name: string, customerEmail?: string) => {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        sql`lower(${orders.couponName}) = lower(${name})`,
        ne(orders.status, "cancelledOrder"),
        customerEmail === undefined ? undefined : eq(orders.customerEmail, customerEmail),
      ),
    );
  return row?.n ?? 0;
};

/**
 * The coupon's discount for this purchase, or a 400 when the coupon cannot be used: unknown,
 * expired, another seller's, or its total or per-customer uses spent. The coupon row is locked
 * so two orders racing for its last use cannot both get it.
 */
const couponDiscount = async (
  tx: Database,
  input: OrderIntake,
  product: PricedProduct,
  subtotal: number,
  now: Date,
) => {
  if (!input.couponName) return { discountCents: 0, couponName: null };
  const [coupon] = await tx
    .select()
    .from(coupons)
    .where(sql`lower(${coupons.name}) = lower(${input.couponName})`)
    .for("update");
  if (
    !coupon ||
    couponStatusOn(coupon.expiresOn, now) !== "active" ||
    (coupon.sellerId !== null && coupon.sellerId !== product.sellerId) ||
    (await timesUsed(tx, coupon.name)) >= coupon.totalUsage ||
    (await timesUsed(tx, coupon.name, input.customerEmail)) >= coupon.perPersonUsage
  ) {
    throw couponNotValid();
  }
  return { discountCents: Math.min(coupon.discountCents, subtotal), couponName: coupon.name };
};

/**
 * Stores a confirmed order with its amounts frozen at purchase (docs/quotes.md: cents): the unit
 * price as the product costs now, the coupon's discount, the total, and takes its pieces off the
 * product's stock (409 `outOfStock` when fewer are available: the unit then stores nothing).
 * Returns the stored row. The coupon and the product stay locked until the unit commits.
 */
export const placeOrder = async (
  unit: StockUnit,
  input: OrderIntake,
  product: PricedProduct,
  now: Date,
): Promise<OrderRow> => {
  const tx = unit.db;
  const subtotal = product.priceCents * input.quantity;
  const { discountCents, couponName } = await couponDiscount(tx, input, product, subtotal, now);
  const [row] = await tx
    .insert(orders)
    .values({
      customerName: input.customerName,
      customerEmail: input.customerEmail,
      customerLanguage: input.customerLanguage,
      customerPhone: input.customerPhone,
      productId: product._id,
      sellerId: product.sellerId,
      quantity: input.quantity,
      unitPriceCents: product.priceCents,
      discountCents,
      totalCents: subtotal - discountCents,
      couponName,
      shippingAddress: input.shippingAddress,
      deliveryDate: input.deliveryDate ?? null,
    })
    .returning();
  if (!row) throw new Error("order not stored");
  await takePieces(unit, {
    productId: product._id,
    pieces: input.quantity,
    reason: "order",
    record: { resource: "orders", id: row.id },
    by: null,
  });
  return row;
};
