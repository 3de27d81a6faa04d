import type { Endpoints } from "../../providers/dataProvider";

/** The coupons' API (server/coupons); a seller's calls reach only its own coupons. */
export const couponEndpoints = {
  list: "/coupons",
  one: "/coupon/:id",
  create: "/coupon",
  update: "/coupon/:id",
  remove: "/coupon/:id",
} as const satisfies Endpoints;
