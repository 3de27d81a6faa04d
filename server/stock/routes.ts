import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { RESOURCE_USERS } from "../../domain/access.ts";
import { errorBody, successEnvelope } from "../../domain/api.schema.ts";
import { stockCounts, stockMovement, stockMovementsQuery } from "../../domain/stock.schema.ts";
import { ownSellerId, requestContext } from "../lists/index.ts";
import { findProduct } from "../products/list.ts";
import { movementsOf, stockCountsOf } from "./service.ts";

/** A product's ledger and the dashboard's stock card (docs/stock.md). */
export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/product/:id/stock-movements",
    {
      config: { userTypes: RESOURCE_USERS.products },
      schema: {
        tags: ["products"],
        summary: "A product's stock movements",
        description:
          "The product's ledger, newest first: every change of its pieces on hand (`pieces`) and held (`heldPieces`), why (`reason`), the record it came from, who and when, with on hand and held after it. A seller reads its own products' only (another's id: 404).",
        params: z.object({ id: z.uuid({ error: "invalid" }) }),
        querystring: stockMovementsQuery,
        response: { 200: successEnvelope(z.array(stockMovement)), 404: errorBody },
      },
    },
    async (request) => {
      const context = requestContext(request);
      await findProduct(request.params.id, context);
      return {
        message: request.t("catalogue:stock.movementsLoaded"),
        data: await movementsOf(app.db, request.params.id, request.query.limit),
      };
    },
  );

  app.get(
    "/stock/counts",
    {
      config: { userTypes: RESOURCE_USERS.dashboard },
      schema: {
        tags: ["dashboard"],
        summary: "Products out of stock and low on stock",
        description:
          "How many products have no piece available (`outOfStock`) and how many have at most their low-stock threshold available (`lowStock`, out of stock included): the totals of the products list with `stock=outOfStock` and `stock=lowStock`. A seller counts its own products.",
        response: { 200: successEnvelope(stockCounts) },
      },
    },
    async (request) => ({
      message: request.t("catalogue:stock.countsLoaded"),
      data: await stockCountsOf(app.db, ownSellerId(request.user)),
    }),
  );
};
