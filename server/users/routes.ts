import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody, successEnvelope } from "../../domain/api.schema.ts";
import { loginBody, profile } from "../../domain/auth.schema.ts";
import { BACK_OFFICE_USER_TYPES, canSignIn } from "../../domain/userTypes.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { checkCredentials, findUserById, recordLogin, toProfile } from "./service.ts";
import { revokeSession } from "./sessions.ts";

const loginAnswer = z.object({
  message: z.string(),
  token: z.string(),
  data: z.object({ token: z.string(), user: profile }),
});

/** Sign-in, own profile and sign-out (decision D4) under /admin/api/user. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/user/login",
    {
      config: { public: true },
      schema: {
        tags: ["auth"],
        summary: "Sign in with email and password",
        description:
          "Answers a bearer token (also in data.token) and the profile. A wrong email and a wrong password answer the same 401; customer accounts get 403.",
        body: loginBody,
        response: { 200: loginAnswer, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const user = await checkCredentials(app.db, request.body.email, request.body.password);
      if (!user) throw new HttpProblem(401, "errors:invalidCredentials");
      if (!canSignIn(user.userType)) throw new HttpProblem(403, "errors:customerCannotSignIn");
      const token = await app.issueToken(user);
      await recordLogin(app.db, user.id);
      return { message: request.t("auth:loggedIn"), token, data: { token, user: toProfile(user) } };
    },
  );

  app.get(
    "/user/profile",
    {
      config: { userTypes: BACK_OFFICE_USER_TYPES },
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
    "/user/logout",
    {
      config: { userTypes: BACK_OFFICE_USER_TYPES },
      schema: {
        tags: ["auth"],
        summary: "Sign out: revokes the token's session on the server",
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await revokeSession(app.db, request.user.sessionId);
      return { message: request.t("auth:loggedOut"), data: null };
    },
  );
};
