import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { RESOURCE_USERS } from "../../domain/access.ts";
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
    userTypes: RESOURCE_USERS.sellers,
    tag: "sellers",
    title: "Sellers",
    item: seller,
    message: "catalogue:sellers.listed",
  });
};
