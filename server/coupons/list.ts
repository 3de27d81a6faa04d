import { gte, lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Coupon } from "../../domain/coupons.schema.ts";
import { COUPON_STATUSES, couponStatusOn } from "../../domain/coupons.ts";
import { calendarDay } from "../../domain/fields.schema.ts";
import {
  custom,
  defineList,
  oneOf,
  ownedBySeller,
  type RequestContext,
  range,
} from "../lists/index.ts";
import { sellerNameOf, sellerSummaries } from "../sellers/service.ts";
import { type CouponRow, coupons } from "./schema.ts";

const today = (context: Pick<RequestContext, "now">) => context.now.toISOString().slice(0, 10);

export const toCoupons = async (rows: CouponRow[], context: RequestContext): Promise<Coupon[]> => {
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
    /** Derived from the expiry date (docs/statuses.md): active through its last day (UTC), expired after. */
    status: custom(z.enum(COUPON_STATUSES, { error: "invalid" }), (status, context) =>
      status === "active"
        ? gte(coupons.expiresOn, today(context))
        : lt(coupons.expiresOn, today(context)),
    ),
    sellerId: oneOf(coupons.sellerId, z.uuid({ error: "invalid" }), { allowNone: true }),
    expiresOn: range(coupons.expiresOn, calendarDay()),
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
