import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { RESOURCE_USERS } from "../../domain/access.ts";
import { logEntry } from "../../domain/logs.schema.ts";
import { listRoutes, recordReadRoute } from "../lists/index.ts";
import { logList } from "./list.ts";

/**
 * The logs screen (docs/api.md#logs): administrators read them; there is deliberately no route
 * that changes or deletes an entry (docs/api.md#logs), and the table refuses it too.
 */
export const logRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = {
    path: "/logs",
    userTypes: RESOURCE_USERS.logs,
    tag: "logs",
    title: "Logs",
    item: logEntry,
  };
  listRoutes(app, logList, { ...access, message: "logs:listed" });
  recordReadRoute(app, logList, { ...access, message: "logs:loaded" });
};
