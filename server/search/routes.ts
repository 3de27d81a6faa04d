import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { RESOURCE_USERS } from "../../domain/access.ts";
import { successEnvelope } from "../../domain/api.schema.ts";
import { searchQuery, searchResult } from "../../domain/search.schema.ts";
import { BACK_OFFICE_USER_TYPES } from "../../domain/userTypes.ts";
import { ownSellerId } from "../lists/index.ts";
import { search } from "./service.ts";

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/search",
    {
      config: { userTypes: BACK_OFFICE_USER_TYPES },
      schema: {
        tags: ["search"],
        summary: "Find records by name, email or number (Cmd-K)",
        description:
          "Products by name (EN or IT) or number; orders and order requests by number (`1042` or `#1042`), customer name or email; users by name or email (administrators only); shops by name, company name, VAT number or their seller's email (staff only); rent models by name (EN or IT) or location, and events by name (EN or IT) or number (staff only); customers by a name, e-mail or phone any of their records was written with, the latest contact first (a seller: the customers of its own records). A seller finds only its own records. `%` and `_` match themselves.",
        querystring: searchQuery,
        response: { 200: successEnvelope(searchResult) },
      },
    },
    async (request) => ({
      message: request.t("intake:searched"),
      data: {
        items: await search(app.db, request.query.q, {
          limit: request.query.limit,
          sellerId: ownSellerId(request.user),
          findsUsers: RESOURCE_USERS.users.includes(request.user.type),
          findsShops: RESOURCE_USERS.shops.includes(request.user.type),
          findsRentModels: RESOURCE_USERS.rentModels.includes(request.user.type),
          findsEvents: RESOURCE_USERS.events.includes(request.user.type),
          findsCustomers: RESOURCE_USERS.customers.includes(request.user.type),
          language: request.language,
          t: request.t,
        }),
      },
    }),
  );
};
