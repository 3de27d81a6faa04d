import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { RESOURCE_USERS } from "../../domain/access.ts";
import { userRecord } from "../../domain/users.schema.ts";
import { listRoutes, recordReadRoute } from "../lists/index.ts";
import { userList } from "./list.ts";

/** The users screen (docs/screens.md, docs/access.md#user-types): administrators only, read-only for now. */
export const userListRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = {
    userTypes: RESOURCE_USERS.users,
    tag: "users",
    title: "Users",
    item: userRecord,
  };
  listRoutes(app, userList, { ...access, path: "/users", message: "users:listed" });
  recordReadRoute(app, userList, { ...access, path: "/user", message: "users:loaded" });
};
