import { lazyIcon, lazyPage, type ResourceDefinition } from "../definition";
import { couponEndpoints } from "./api";

const CouponForm = lazyPage(() => import("./form"));

/** Coupons: staff manage every coupon, a seller its own (docs/screens.md, docs/access.md#user-types). */
export const coupons: ResourceDefinition = {
  name: "coupons",
  group: "shop",
  icon: lazyIcon(() => import("./icon")),
  pages: {
    list: { path: "/coupon/list", page: lazyPage(() => import("./list")) },
    create: { path: "/coupon/create", page: CouponForm },
    edit: { path: "/coupon/edit/:id", page: CouponForm },
  },
  listSort: { field: "expiresOn", order: "desc" },
  endpoints: couponEndpoints,
};
