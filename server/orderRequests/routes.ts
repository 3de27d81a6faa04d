import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { RESOURCE_USERS } from "../../domain/access.ts";
import { orderRequest } from "../../domain/requests.schema.ts";
import { listRoutes, recordRoute } from "../lists/index.ts";
import { orderRequestList } from "./list.ts";

/** Order requests (read-only for now): staff see all, a seller its own. */
export const orderRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = {
    userTypes: RESOURCE_USERS.orderRequests,
    tag: "orderRequests",
    title: "Order requests",
    item: orderRequest,
  };
  listRoutes(app, orderRequestList, {
    ...access,
    path: "/order/request",
    message: "intake:listed",
  });
  recordRoute(app, orderRequestList, { ...access, path: "/order/request" });
};
