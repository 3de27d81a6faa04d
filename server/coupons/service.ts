import { and, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { couponInput } from "../../domain/coupons.schema.ts";
import type { Database } from "../db/client.ts";
import type { EditedRecord, RequestContext } from "../lists/index.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { ownerFor } from "../sellers/service.ts";
import { recordEdits } from "../writes/recordEdits.ts";
import { couponList } from "./list.ts";
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

const edits = recordEdits({
  resource: "coupon",
  table: coupons,
  list: couponList,
  sellerOf: (record) => record.sellerId,
  // The unique index still decides when two requests race for the same name.
  duplicate: nameTaken,
});

const checked = async (
  input: CouponValues,
  scope: RequestContext,
  current?: { _id: string; sellerId: string | null },
) => {
  const { sellerId, ...fields } = input;
  const owner = await ownerFor(sellerId, scope, current?.sellerId);
  await checkName(scope.db, fields.name, current?._id);
  return { ...fields, sellerId: owner };
};

export const createCoupon = (input: CouponValues, context: RequestContext) =>
  edits.create(context, (scope) => checked(input, scope));

/** A seller changes only its own coupons: another's id answers 404. */
export const updateCoupon = (edited: EditedRecord, input: CouponValues, context: RequestContext) =>
  edits.update(edited, context, (scope, before) => checked(input, scope, before));

export const deleteCoupon = (id: string, context: RequestContext) => edits.remove(id, context);
