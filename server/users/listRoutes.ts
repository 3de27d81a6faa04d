import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { userRecord } from "../../domain/users.schema.ts";
import { USER_TYPE } from "../../domain/userTypes.ts";
import { listRoutes, recordRoute } from "../lists/index.ts";
import { userList } from "./list.ts";

/** The users screen (seed §2, D5): administrators only, read-only for now. */
export const userListRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = {
    userTypes: [USER_TYPE.administrator],
    tag: "users",
    title: "Users",
    item: userRecord,
  };
  listRoutes(app, userList, { ...access, path: "/users", message: "users:listed" });
  recordRoute(app, userList, { ...access, path: "/user", message: "users:loaded" });
};
