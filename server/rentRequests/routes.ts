import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { RESOURCE_USERS } from "../../domain/access.ts";
import { errorBody, successEnvelope } from "../../domain/api.schema.ts";
import { instantOrDay } from "../../domain/fields.schema.ts";
import { booking } from "../../domain/rentWork.schema.ts";
import { rentRequest } from "../../domain/requests.schema.ts";
import { invalidFields, listRoutes, notFound, recordReadRoute } from "../lists/index.ts";
import { rentModelRefs } from "../rentModels/refs.ts";
import { rentWorkRoutes } from "../rentWork/routes.ts";
import { bookingsOf } from "./bookings.ts";
import { rentRequestList } from "./list.ts";
import { rentRequests } from "./schema.ts";
import { rentRequestWork, sendRentOffer } from "./work.ts";

const bookingsQuery = z.object({ from: instantOrDay, to: instantOrDay });

/** Rent requests and their work: staff only (docs/api.md#rent-work). */
export const rentRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = {
    userTypes: RESOURCE_USERS.rentRequests,
    tag: "rentRequests",
    title: "Rent requests",
    item: rentRequest,
  };
  listRoutes(app, rentRequestList, { ...access, path: "/requests", message: "intake:listed" });
  recordReadRoute(app, rentRequestList, { ...access, path: "/request" });
  rentWorkRoutes(app, rentRequestWork, {
    ...access,
    path: "/request",
    title: "Rent request",
    list: rentRequestList,
    statusColumn: rentRequests.status,
    sendOffer: sendRentOffer,
  });

  app.get(
    "/rent-model/:id/bookings",
    {
      config: { userTypes: RESOURCE_USERS.rentRequests },
      schema: {
        tags: ["rentModels"],
        summary: "Rent model: its bookings (the calendar)",
        description:
          "The model's offered and confirmed stays (departure to return) overlapping [from, to): a day or an instant each, `to` after `from`. An offered stay carries its current offer's `validUntil` and `held`: true while that offer is valid (until `validUntil`, inclusive), when it holds the dates against other offers and confirmations; an expired one holds nothing.",
        params: z.object({ id: z.uuid({ error: "invalid" }) }),
        querystring: bookingsQuery,
        response: { 200: successEnvelope(z.array(booking)), 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const from = new Date(request.query.from);
      const to = new Date(request.query.to);
      if (to <= from) throw invalidFields({ to: "invalid" });
      const { id } = request.params;
      if (!(await rentModelRefs(app.db, [id])).has(id)) throw notFound();
      return {
        message: request.t("rentWork:bookingsLoaded"),
        data: await bookingsOf(app.db, id, { from, to }, app.now()),
      };
    },
  );
};
