import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { RESOURCE_USERS } from "../../domain/access.ts";
import { eventRequest } from "../../domain/requests.schema.ts";
import { listRoutes, recordRoute } from "../lists/index.ts";
import { eventRequestList } from "./list.ts";

/** Event requests (read-only for now): staff only. */
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
  recordRoute(app, eventRequestList, { ...access, path: "/event/request" });
};
