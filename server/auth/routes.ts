import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody, successEnvelope } from "../../domain/api.schema.ts";
import { loginBody } from "../../domain/auth.schema.ts";
import { BACK_OFFICE_USER_TYPES } from "../../domain/userTypes.ts";
import { recordAccountEvent } from "../audit/accountEvents.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { checkCredentials } from "../users/service.ts";
import { appWriter, unitOfWork } from "../writes/unitOfWork.ts";
import { revokeSession } from "./sessions.ts";
import { openSession, refuseIfCannotSignIn, refuseSignIn, signInAnswer } from "./signIn.ts";

/** Sign-in with email and password, and sign-out (docs/access.md#sign-in), under /admin/api/user. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/user/login",
    {
      config: { public: true, rateLimitPolicy: "signIn" },
      schema: {
        tags: ["auth"],
        summary: "Sign in with email and password",
        description:
          "Answers a bearer token (also in data.token) and the profile. A wrong email and a wrong password answer the same 401; customer accounts and sign-ups whose email is not verified yet get 403. Limited per account and per address (429).",
        body: loginBody,
        response: { 200: signInAnswer, 401: errorBody, 403: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const user = await checkCredentials(app.db, email, password);
      if (!user) {
        return refuseSignIn(app, request, email, new HttpProblem(401, "errors:invalidCredentials"));
      }
      await refuseIfCannotSignIn(app, request, user);
      return openSession(app, request, user, "password");
    },
  );

  app.put(
    "/user/logout",
    {
      config: { userTypes: BACK_OFFICE_USER_TYPES, openToUnlinkedSeller: true },
      schema: {
        tags: ["auth"],
        summary: "Sign out: revokes the token's session on the server",
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      // Revoked and logged together: an outage leaves the session as it was, to sign out again.
      await unitOfWork(appWriter(app), async ({ db }) => {
        await revokeSession(db, request.user.sessionId);
        await recordAccountEvent(db, request, "signOut", { userId: request.user.id });
      });
      app.live.signedOut(request.user.sessionId);
      return { message: request.t("auth:loggedOut"), data: null };
    },
  );
};
