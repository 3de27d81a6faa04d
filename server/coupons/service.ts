import { and, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Coupon, couponInput } from "../../domain/coupons.schema.ts";
import { auditTrail } from "../audit/service.ts";
import type { Database } from "../db/client.ts";
import { isUniqueViolation, notFound, type RequestContext } from "../lists/index.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { ownerFor } from "../sellers/service.ts";
import { couponList, findCoupon, toCoupons } from "./list.ts";
import { coupons } from "./schema.ts";

/** A body as the route validated it (defaults applied). */
export type CouponValues = z.output<typeof couponInput>;
const nameTaken = () =>
  new HttpProblem(409, "errors:couponNameTaken", undefined, { name: "couponNameTaken" });

/** Customers type the name at checkout: it is unique whatever the case. */
const checkName = async (db: Database, name: string, id?: string) => {
  const [other] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(sql`lower(${coupons.name}) = lower(${name})`, id ? ne(coupons.id, id) : undefined))
    .limit(1);
  if (other) throw nameTaken();
};

/** The unique index still decides when two requests race for the same name. */
const orNameTaken = (error: unknown) => {
  if (isUniqueViolation(error)) throw nameTaken();
  throw error;
};

const audit = auditTrail<Coupon>("coupon");

const fieldsOf = async (
  input: CouponValues,
  context: RequestContext,
  currentOwner?: string | null,
) => {
  const { sellerId, ...fields } = input;
  return { ...fields, sellerId: await ownerFor(sellerId, context, currentOwner) };
};

export const createCoupon = async (input: CouponValues, context: RequestContext) => {
  const values = await fieldsOf(input, context);
  await checkName(context.db, values.name);
  return context.db
    .transaction(async (tx) => {
      const [row] = await tx.insert(coupons).values(values).returning();
      if (!row) throw new Error("insert returned no coupon");
      const [created] = await toCoupons([row], { ...context, db: tx });
      if (!created) throw new Error("no coupon answer");
      await audit(tx, context, "create", row.id, undefined, created);
      return created;
    })
    .catch(orNameTaken);
};

/** A seller changes only its own coupons: another's id answers 404. */
export const updateCoupon = async (id: string, input: CouponValues, context: RequestContext) => {
  const current = await findCoupon(id, context);
  const values = await fieldsOf(input, context, current.sellerId);
  await checkName(context.db, values.name, id);
  return context.db
    .transaction(async (tx) => {
      const before = await couponList.one(id, { ...context, db: tx });
      if (!before) throw notFound();
      const [row] = await tx.update(coupons).set(values).where(eq(coupons.id, id)).returning();
      if (!row) throw notFound();
      const [after] = await toCoupons([row], { ...context, db: tx });
      if (!after) throw notFound();
      await audit(tx, context, "update", id, before, after);
      return after;
    })
    .catch(orNameTaken);
};

export const deleteCoupon = (id: string, context: RequestContext) =>
  context.db.transaction(async (tx) => {
    const before = await couponList.one(id, { ...context, db: tx });
    if (!before) throw notFound();
    await tx.delete(coupons).where(eq(coupons.id, id));
    await audit(tx, context, "delete", id, before);
    return before;
  });
