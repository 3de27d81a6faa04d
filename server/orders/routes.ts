import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { order } from "../../domain/requests.schema.ts";
import { BACK_OFFICE_USER_TYPES } from "../../domain/userTypes.ts";
import { listRoutes, recordRoute } from "../lists/index.ts";
import { orderList } from "./list.ts";

/** Orders (read-only for now): staff see all, a seller its own. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { userTypes: BACK_OFFICE_USER_TYPES, tag: "orders", title: "Orders", item: order };
  listRoutes(app, orderList, { ...access, path: "/orders", message: "intake:listed" });
  recordRoute(app, orderList, { ...access, path: "/order" });
};
