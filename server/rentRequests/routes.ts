import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { RESOURCE_USERS } from "../../domain/access.ts";
import { rentRequest } from "../../domain/requests.schema.ts";
import { listRoutes, recordRoute } from "../lists/index.ts";
import { rentRequestList } from "./list.ts";

/** Rent requests (read-only for now): staff only. */
export const rentRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = {
    userTypes: RESOURCE_USERS.rentRequests,
    tag: "rentRequests",
    title: "Rent requests",
    item: rentRequest,
  };
  listRoutes(app, rentRequestList, { ...access, path: "/requests", message: "intake:listed" });
  recordRoute(app, rentRequestList, { ...access, path: "/request" });
};
