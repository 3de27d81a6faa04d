import { z } from "zod";
import { COUPON_STATUSES } from "./coupons.ts";
import {
  ownerSummary,
  recordId,
  requiredCents,
  requiredInteger,
  requiredText,
  timestamps,
  versioned,
} from "./fields.schema.ts";

/**
 * A calendar day that exists (`2027-02-29` or `0000-00-00` do not): the database refuses any
 * other, and the refusal must name the field.
 */
const isoDate = z
  .string({ error: "expiryRequired" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "expiryRequired" })
  .refine(
    (day) => {
      const at = Date.parse(`${day}T00:00:00Z`);
      return day >= "0001-01-01" && !Number.isNaN(at) && new Date(at).toISOString().startsWith(day);
    },
    { error: "expiryRequired" },
  );

export const couponInput = z
  .object({
    /** What the customer types at checkout; unique, compared without case. */
    name: requiredText("couponNameRequired", 40),
    discountCents: requiredCents("discountRequired", { min: 1 }),
    perPersonUsage: requiredInteger("perPersonUsageRequired", { min: 1, max: 1_000_000 }),
    totalUsage: requiredInteger("totalUsageRequired", { min: 1, max: 1_000_000 }),
    /** Last day (UTC) the coupon can be used. */
    expiresOn: isoDate,
    /** Staff choose the seller (null: a platform coupon); a seller's coupons are always its own. */
    sellerId: recordId("invalid").nullable().optional(),
  })
  .refine((coupon) => coupon.totalUsage >= coupon.perPersonUsage, {
    error: "totalBelowPerPerson",
    path: ["totalUsage"],
  });
export type CouponInput = z.input<typeof couponInput>;

export const coupon = z.object({
  _id: z.string(),
  name: z.string(),
  discountCents: z.number().int(),
  perPersonUsage: z.number().int(),
  totalUsage: z.number().int(),
  expiresOn: z.string(),
  status: z.enum(COUPON_STATUSES),
  sellerId: z.string().nullable(),
  seller: ownerSummary.nullable(),
  ...timestamps,
  ...versioned,
});
export type Coupon = z.infer<typeof coupon>;
