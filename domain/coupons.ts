/** Coupon facts as plain values; the zod schemas live in coupons.schema.ts. */

export const COUPON_STATUSES = ["active", "expired"] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/**
 * A coupon is Active through the whole of its expiry day (UTC) and Expired from the next day on
 * (docs/statuses.md): derived from the date, never stored.
 */
export const couponStatusOn = (expiresOn: string, now: Date): CouponStatus =>
  now.toISOString().slice(0, 10) > expiresOn ? "expired" : "active";
