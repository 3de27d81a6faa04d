import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { RESOURCE_USERS } from "../../domain/access.ts";
import { errorBody, successEnvelope } from "../../domain/api.schema.ts";
import { profile, profileUpdateBody } from "../../domain/auth.schema.ts";
import { requestContext } from "../lists/context.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { unitOfWork } from "../writes/unitOfWork.ts";
import { findUserById, toProfile, updateName } from "./service.ts";

/** The signed-in user's own profile under /admin/api/user. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/user/profile",
    {
      config: { userTypes: RESOURCE_USERS.profile, openToUnlinkedSeller: true },
      schema: {
        tags: ["auth"],
        summary: "The signed-in user's profile",
        response: { 200: successEnvelope(profile) },
      },
    },
    async (request) => {
      const user = await findUserById(app.db, request.user.id);
      if (!user) throw new HttpProblem(401, "errors:tokenInvalid");
      return {
        message: request.t("auth:profileLoaded"),
        data: toProfile({ ...user, userType: request.user.type }),
      };
    },
  );

  app.put(
    "/user/profile",
    {
      config: { userTypes: RESOURCE_USERS.profile, openToUnlinkedSeller: true },
      schema: {
        tags: ["auth"],
        summary: "Update the signed-in user's first and last name",
        description: "409 `staleVersion` when the profile is no longer at the body's `version`.",
        body: profileUpdateBody,
        response: { 200: successEnvelope(profile), 409: errorBody },
      },
    },
    async (request) => {
      const { result: user } = await unitOfWork(requestContext(request), ({ db }) =>
        updateName(db, request.user.id, request.body),
      );
      if (!user) throw new HttpProblem(401, "errors:tokenInvalid");
      return {
        message: request.t("auth:profileUpdated"),
        data: toProfile({ ...user, userType: request.user.type }),
      };
    },
  );
};
