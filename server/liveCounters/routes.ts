import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { RESOURCE_USERS } from "../../domain/access.ts";
import { successEnvelope } from "../../domain/api.schema.ts";
import { LIVE_COUNTERS, type LiveCounter } from "../../domain/live.ts";
import { ownSellerId } from "../lists/index.ts";
import { countArrived } from "./counts.ts";

const SUMMARIES: Record<LiveCounter, string> = {
  rentRequests: "Number of new rent requests (sidebar badge)",
  eventRequests: "Number of new event requests (sidebar badge)",
  orderRequests: "Number of new order requests; a seller's own only (sidebar badge)",
  orders:
    "Number of orders waiting for staff ('Order confirmed' or 'Return request'); a seller's own only (sidebar badge)",
};

/** The four count calls the SPA reads at start (docs/api.md); the socket keeps them current after. */
export const liveCounterRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const counter of Object.keys(LIVE_COUNTERS) as LiveCounter[]) {
    app.get(
      LIVE_COUNTERS[counter].countPath,
      {
        config: {
          userTypes: RESOURCE_USERS[counter],
          // The badge is part of the shell every seller sees, linked or not.
          openToUnlinkedSeller: true,
        },
        schema: {
          tags: ["live"],
          summary: SUMMARIES[counter],
          description: `The same number the socket event \`${LIVE_COUNTERS[counter].event}\` pushes as \`{ count, at }\` whenever it changes.`,
          response: { 200: successEnvelope(z.number().int().nonnegative()) },
        },
      },
      async (request) => ({
        message: request.t("intake:counted"),
        data: await countArrived(app.db, counter, ownSellerId(request.user)),
      }),
    );
  }
};
