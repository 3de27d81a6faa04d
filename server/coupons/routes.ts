import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { RESOURCE_USERS } from "../../domain/access.ts";
import { coupon, couponInput } from "../../domain/coupons.schema.ts";
import { listRoutes, recordEditRoutes } from "../lists/index.ts";
import { couponList, findCoupon } from "./list.ts";
import { createCoupon, deleteCoupon, updateCoupon } from "./service.ts";

/** Coupons: staff manage all (platform or a seller's), a seller only its own (docs/access.md#user-types). */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoutes(app, couponList, {
    path: "/coupons",
    userTypes: RESOURCE_USERS.coupons,
    tag: "coupons",
    title: "Coupons",
    item: coupon,
    message: "catalogue:coupons.listed",
  });
  recordEditRoutes(app, {
    path: "/coupon",
    tag: "coupons",
    title: "Coupon",
    item: coupon,
    input: couponInput,
    readers: RESOURCE_USERS.coupons,
    writers: RESOURCE_USERS.coupons,
    conflicts: true,
    messages: {
      loaded: "catalogue:coupons.loaded",
      created: "catalogue:coupons.created",
      updated: "catalogue:coupons.updated",
      deleted: "catalogue:coupons.deleted",
    },
    find: findCoupon,
    create: createCoupon,
    update: updateCoupon,
    remove: deleteCoupon,
  });
};
