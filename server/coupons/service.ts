import { and, eq, gte, lt, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { Coupon, couponInput } from "../../domain/coupons.schema.ts";
import { COUPON_STATUSES, couponStatusOn } from "../../domain/coupons.ts";
import { auditTrail } from "../audit/service.ts";
import type { Database } from "../db/client.ts";
import {
  custom,
  defineList,
  isUniqueViolation,
  type ListContext,
  notFound,
  oneOf,
  ownedBySeller,
  range,
} from "../lists/index.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { ownerFor, sellerNameOf, sellerSummaries } from "../sellers/service.ts";
import { type CouponRow, coupons } from "./schema.ts";

/** A body as the route validated it (defaults applied). */
export type CouponValues = z.output<typeof couponInput>;

const today = (context: Pick<ListContext, "now">) => context.now.toISOString().slice(0, 10);

const toCoupons = async (rows: CouponRow[], context: ListContext): Promise<Coupon[]> => {
  const sellers = await sellerSummaries(
    context.db,
    rows.map((row) => row.sellerId),
  );
  return rows.map(({ id, createdAt, updatedAt, ...row }) => ({
    _id: id,
    ...row,
    status: couponStatusOn(row.expiresOn, context.now),
    seller: (row.sellerId && sellers.get(row.sellerId)) || null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  }));
};

export const couponList = defineList({
  name: "coupons",
  table: coupons,
  sortable: {
    name: sql`lower(${coupons.name})`,
    discountCents: coupons.discountCents,
    perPersonUsage: coupons.perPersonUsage,
    totalUsage: coupons.totalUsage,
    expiresOn: coupons.expiresOn,
    // The status follows the expiry date: ascending lists expired coupons first.
    status: coupons.expiresOn,
    seller: sellerNameOf(coupons.sellerId),
    createdAt: coupons.createdAt,
  },
  defaultSort: "-createdAt",
  searchable: [coupons.name],
  filters: {
    /** Derived from the expiry date (D6): active through its last day (UTC), expired after. */
    status: custom(z.enum(COUPON_STATUSES, { error: "invalid" }), (status, context) =>
      status === "active"
        ? gte(coupons.expiresOn, today(context))
        : lt(coupons.expiresOn, today(context)),
    ),
    sellerId: oneOf(coupons.sellerId, z.uuid({ error: "invalid" }), { allowNone: true }),
    expiresOn: range(coupons.expiresOn, z.iso.date({ error: "invalid" })),
  },
  scope: ownedBySeller(coupons.sellerId),
  toItems: toCoupons,
  columns: [
    { header: "catalogue:columns.name", value: (item) => item.name, width: 20 },
    {
      header: "catalogue:columns.discount",
      value: (item) => item.discountCents,
      format: "money",
      width: 14,
    },
    {
      header: "catalogue:columns.perPersonUsage",
      value: (item) => item.perPersonUsage,
      format: "number",
    },
    { header: "catalogue:columns.totalUsage", value: (item) => item.totalUsage, format: "number" },
    {
      header: "catalogue:columns.expiresOn",
      value: (item) => item.expiresOn,
      format: "date",
      width: 16,
    },
    {
      header: "catalogue:columns.status",
      value: (item, context) => context.t(`statuses:coupon.${item.status}`),
    },
    {
      header: "catalogue:columns.seller",
      value: (item, context) => item.seller?.fullName ?? context.t("catalogue:platform"),
      width: 24,
    },
    {
      header: "catalogue:columns.createdAt",
      value: (item) => item.createdAt,
      format: "datetime",
      width: 20,
    },
  ],
});

export const findCoupon = couponList.find;

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
  context: ListContext,
  currentOwner?: string | null,
) => {
  const { sellerId, ...fields } = input;
  return { ...fields, sellerId: await ownerFor(sellerId, context, currentOwner) };
};

export const createCoupon = async (input: CouponValues, context: ListContext) => {
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
export const updateCoupon = async (id: string, input: CouponValues, context: ListContext) => {
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

export const deleteCoupon = (id: string, context: ListContext) =>
  context.db.transaction(async (tx) => {
    const before = await couponList.one(id, { ...context, db: tx });
    if (!before) throw notFound();
    await tx.delete(coupons).where(eq(coupons.id, id));
    await audit(tx, context, "delete", id, before);
    return before;
  });
