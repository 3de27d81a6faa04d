import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { STAFF_USER_TYPES } from "../../domain/userTypes.ts";
import { listRoutes } from "../lists/index.ts";
import { sellerList } from "./list.ts";

export const seller = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  paymentLinked: z.boolean(),
});

/** Seller accounts for staff (the seller column, select and filter of catalogue screens). */
export const sellerRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoutes(app, sellerList, {
    path: "/sellers",
    userTypes: STAFF_USER_TYPES,
    tag: "sellers",
    title: "Sellers",
    item: seller,
    message: "catalogue:sellers.listed",
  });
};
