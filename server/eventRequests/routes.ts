import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { RESOURCE_USERS } from "../../domain/access.ts";
import { eventRequest } from "../../domain/requests.schema.ts";
import { listRoutes, recordReadRoute } from "../lists/index.ts";
import { rentWorkRoutes } from "../rentWork/routes.ts";
import { eventRequestList } from "./list.ts";
import { eventRequests } from "./schema.ts";
import { eventRequestWork, sendEventOffer } from "./work.ts";

/** Event requests and their work: staff only (docs/api.md#rent-work). */
export const eventRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = {
    userTypes: RESOURCE_USERS.eventRequests,
    tag: "eventRequests",
    title: "Event requests",
    item: eventRequest,
  };
  listRoutes(app, eventRequestList, {
    ...access,
    path: "/event/requests",
    message: "intake:listed",
  });
  recordReadRoute(app, eventRequestList, { ...access, path: "/event/request" });
  rentWorkRoutes(app, eventRequestWork, {
    ...access,
    path: "/event/request",
    title: "Event request",
    list: eventRequestList,
    statusColumn: eventRequests.status,
    sendOffer: sendEventOffer,
  });
};
