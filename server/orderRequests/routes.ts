import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { orderRequest } from "../../domain/requests.schema.ts";
import { BACK_OFFICE_USER_TYPES } from "../../domain/userTypes.ts";
import { listRoutes, recordRoute } from "../lists/index.ts";
import { orderRequestList } from "./list.ts";

/** Order requests (read-only for now): staff see all, a seller its own. */
export const orderRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = {
    userTypes: BACK_OFFICE_USER_TYPES,
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
