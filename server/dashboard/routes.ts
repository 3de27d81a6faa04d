import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { RESOURCE_USERS } from "../../domain/access.ts";
import { successEnvelope } from "../../domain/api.schema.ts";
import { dashboard } from "../../domain/dashboard.schema.ts";
import { ownSellerId } from "../lists/index.ts";
import { dashboardFigures } from "./service.ts";

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/dashboard",
    {
      // The dashboard is where an unlinked seller links its payment account: it stays open.
      config: { userTypes: RESOURCE_USERS.dashboard, openToUnlinkedSeller: true },
      schema: {
        tags: ["dashboard"],
        summary: "The landing page's figures",
        description:
          "Counters, records per day over the last 30 days (UTC, every day present), this month's revenue (cancelled orders left out) and the latest five of each kind. A seller gets its own orders and order requests; its rent figures are null.",
        response: { 200: successEnvelope(dashboard) },
      },
    },
    async (request) => ({
      message: request.t("intake:dashboardLoaded"),
      data: await dashboardFigures(app.db, app.now(), ownSellerId(request.user)),
    }),
  );
};
