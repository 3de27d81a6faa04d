import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { RESOURCE_USERS } from "../../domain/access.ts";
import { ORDER_STATUSES } from "../../domain/orders.ts";
import { orderMoveInput, orderStatusCounts } from "../../domain/orderWork.schema.ts";
import { order } from "../../domain/requests.schema.ts";
import { recordWorkRoutes } from "../history/routes.ts";
import { listRoutes, recordReadRoute } from "../lists/index.ts";
import { statusCountsRoute } from "../lists/statusCounts.ts";
import { orderList } from "./list.ts";
import { orders } from "./schema.ts";
import { orderWork } from "./work.ts";

/** Orders: staff work on all, a seller on its own (docs/api.md#shop-work). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { userTypes: RESOURCE_USERS.orders, tag: "orders", title: "Orders", item: order };
  listRoutes(app, orderList, { ...access, path: "/orders", message: "intake:listed" });
  statusCountsRoute(app, orderList, {
    ...access,
    path: "/orders",
    column: orders.status,
    statuses: ORDER_STATUSES,
    counts: orderStatusCounts,
  });
  recordReadRoute(app, orderList, { ...access, path: "/order" });
  recordWorkRoutes(app, orderWork, {
    ...access,
    path: "/order",
    title: "Order",
    moveInput: orderMoveInput,
  });
};
