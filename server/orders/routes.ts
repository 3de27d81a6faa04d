import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { RESOURCE_USERS } from "../../domain/access.ts";
import { order } from "../../domain/requests.schema.ts";
import { listRoutes, recordRoute } from "../lists/index.ts";
import { orderList } from "./list.ts";

/** Orders (read-only for now): staff see all, a seller its own. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { userTypes: RESOURCE_USERS.orders, tag: "orders", title: "Orders", item: order };
  listRoutes(app, orderList, { ...access, path: "/orders", message: "intake:listed" });
  recordRoute(app, orderList, { ...access, path: "/order" });
};
