import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody, successEnvelope } from "../../domain/api.schema.ts";
import {
  changePasswordBody,
  forgotPasswordBody,
  profile,
  resetPasswordBody,
} from "../../domain/auth.schema.ts";
import { PUBLIC_PAGE, RESET_LINK_TTL_SECONDS } from "../../domain/auth.ts";
import { BACK_OFFICE_USER_TYPES, canSignIn, isUserType } from "../../domain/userTypes.ts";
import { recordAccountEvent } from "../audit/accountEvents.ts";
import { revokeUserSessions } from "../auth/sessions.ts";
import { requestContext } from "../lists/context.ts";
import { refuseWhileMailIsDown, sendLocalisedMail } from "../mail/localisedMail.ts";
import { publicLink } from "../mail/publicLink.ts";
import { issueLink, redeemLink } from "../oneTimeLinks/service.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { hashPassword, verifyPassword } from "../users/passwords.ts";
import {
  findUserByEmail,
  findUserById,
  markEmailVerified,
  replacePasswordHash,
  toProfile,
} from "../users/service.ts";
import { appWriter, unitOfWork } from "../writes/unitOfWork.ts";

/** Forgotten password (mailed one-time link) and change of password while signed in. */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/user/password/forgot",
    {
      config: { public: true, rateLimitPolicy: "mailing" },
      schema: {
        tags: ["auth"],
        summary: "Email a link to choose a new password",
        description: `Always answers the same, so it reveals no account. A back-office account gets a link to ${PUBLIC_PAGE.passwordReset}?id=…&token=… that works once within ${RESET_LINK_TTL_SECONDS / 60} minutes; a newer link replaces it. A mail server that fails answers 503 \`mailUnavailable\` (for every address while it is known to be down).`,
        body: forgotPasswordBody,
        response: { 200: successEnvelope(z.null()), 429: errorBody, 503: errorBody },
      },
    },
    async (request) => {
      const user = await findUserByEmail(app.db, request.body.email);
      // Customers reset their password in the marketplace apps, not through the back-office.
      const mailed = user && isUserType(user.userType) && canSignIn(user.userType);
      if (!mailed) refuseWhileMailIsDown(app);
      if (mailed) {
        const { result: token } = await unitOfWork(appWriter(app), ({ db }) =>
          issueLink(db, {
            userId: user.id,
            purpose: "password-reset",
            now: app.now(),
            ttlSeconds: RESET_LINK_TTL_SECONDS,
          }),
        );
        await sendLocalisedMail(app, {
          to: user.email,
          language: request.language,
          name: "passwordReset",
          vars: {
            link: publicLink(app.config.publicUrl, PUBLIC_PAGE.passwordReset, {
              id: user.id,
              token,
            }),
            minutes: RESET_LINK_TTL_SECONDS / 60,
          },
        });
      }
      return { message: request.t("auth:resetLinkSent"), data: null };
    },
  );

  app.post(
    "/user/password/reset",
    {
      config: { public: true },
      schema: {
        tags: ["auth"],
        summary: "Choose a new password with the mailed link",
        description:
          "The link works once. Signs the account out everywhere; the user then signs in with the new password. A used, expired or wrong link answers 400.",
        body: resetPasswordBody,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      const { id, token, password } = request.body;
      const passwordHash = await hashPassword(password);
      const { result: changed } = await unitOfWork(appWriter(app), async ({ db }) => {
        const used = await redeemLink(db, {
          userId: id,
          purpose: "password-reset",
          token,
          now: app.now(),
        });
        if (!used) return false;
        await replacePasswordHash(db, id, passwordHash);
        // The link reached the inbox, so the address is proved as well.
        await markEmailVerified(db, id);
        await revokeUserSessions(db, id);
        await recordAccountEvent(db, request, "passwordChanged", {
          userId: id,
          details: { via: "resetLink" },
        });
        return true;
      });
      if (!changed) throw new HttpProblem(400, "errors:resetLinkInvalid");
      return { message: request.t("auth:passwordReset"), data: null };
    },
  );

  app.put(
    "/user/change-password",
    {
      config: { userTypes: BACK_OFFICE_USER_TYPES, openToUnlinkedSeller: true },
      schema: {
        tags: ["auth"],
        summary: "Change the signed-in user's password",
        description:
          "Needs the current password (400 with errors.currentPassword when wrong). Signs out every other session of the user; this one stays signed in.",
        body: changePasswordBody,
        response: { 200: successEnvelope(profile) },
      },
    },
    async (request) => {
      const user = await findUserById(app.db, request.user.id);
      if (!user) throw new HttpProblem(401, "errors:tokenInvalid");
      if (!(await verifyPassword(request.body.currentPassword, user.passwordHash))) {
        throw new HttpProblem(400, "errors:currentPasswordWrong", undefined, {
          currentPassword: "currentPasswordWrong",
        });
      }
      const passwordHash = await hashPassword(request.body.password);
      await unitOfWork(requestContext(request), async ({ db }) => {
        await replacePasswordHash(db, user.id, passwordHash);
        await revokeUserSessions(db, user.id, { except: request.user.sessionId });
        await recordAccountEvent(db, request, "passwordChanged", {
          userId: user.id,
          details: { via: "currentPassword" },
        });
      });
      return {
        message: request.t("auth:passwordChanged"),
        data: toProfile({ ...user, userType: request.user.type, isPasswordChanged: true }),
      };
    },
  );
};
