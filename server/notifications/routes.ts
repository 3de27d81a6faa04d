import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody, successEnvelope } from "../../domain/api.schema.ts";
import { inbox, inboxQuery, unreadCount as unread } from "../../domain/notifications.schema.ts";
import { BACK_OFFICE_USER_TYPES } from "../../domain/userTypes.ts";
import { requestContext } from "../lists/context.ts";
import { inboxOf, markRead, unreadCount } from "./service.ts";

const config = { userTypes: BACK_OFFICE_USER_TYPES };
const tags = ["notifications"];

/**
 * The caller's own notifications (docs/api.md#notifications): mentions in internal notes and
 * records assigned to them. Nobody reads or marks another person's.
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/notifications",
    {
      config,
      schema: {
        tags,
        summary: "The caller's inbox, newest first",
        description:
          "Paged with `offset` and `limit`; `unread=true` leaves out those already read. `total` counts what the query selects, `unread` every unread one.",
        querystring: inboxQuery,
        response: { 200: successEnvelope(inbox) },
      },
    },
    async (request) => ({
      message: request.t("notifications:listed"),
      data: await inboxOf(requestContext(request), request.query),
    }),
  );

  app.get(
    "/notifications/unread",
    {
      config,
      schema: {
        tags,
        summary: "How many of the caller's notifications are unread (the bell's count)",
        response: { 200: successEnvelope(unread) },
      },
    },
    async (request) => ({
      message: request.t("notifications:counted"),
      data: { unread: await unreadCount(requestContext(request)) },
    }),
  );

  app.put(
    "/notification/:id/read",
    {
      config,
      schema: {
        tags,
        summary: "Mark one of the caller's notifications read",
        description:
          "Another person's notification answers 404. Marking one read twice keeps the first time.",
        params: z.object({ id: z.uuid({ error: "invalid" }) }),
        response: { 200: successEnvelope(unread), 404: errorBody },
      },
    },
    async (request) => ({
      message: request.t("notifications:markedRead"),
      data: { unread: await markRead(requestContext(request), request.params.id) },
    }),
  );

  app.put(
    "/notifications/read",
    {
      config,
      schema: {
        tags,
        summary: "Mark every notification of the caller read",
        response: { 200: successEnvelope(unread) },
      },
    },
    async (request) => ({
      message: request.t("notifications:allMarkedRead"),
      data: { unread: await markRead(requestContext(request)) },
    }),
  );
};
