import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody, successEnvelope } from "../../domain/api.schema.ts";
import { otpRequestBody, otpVerifyBody } from "../../domain/auth.schema.ts";
import { OTP_MAX_ATTEMPTS, OTP_RESEND_AFTER_SECONDS, OTP_TTL_SECONDS } from "../../domain/auth.ts";
import { isUserType } from "../../domain/userTypes.ts";
import { openSession, refuseIfCannotSignIn, refuseSignIn, signInAnswer } from "../auth/signIn.ts";
import { refuseWhileMailIsDown, sendLocalisedMail } from "../mail/localisedMail.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { findUserByEmail, findUserById, markEmailVerified } from "../users/service.ts";
import { appWriter, unitOfWork } from "../writes/unitOfWork.ts";
import { checkOtp, discardOtp, issueOtp, type OtpCheck } from "./service.ts";

const otpSentData = z.object({
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});

const refusal = (check: Exclude<OtpCheck, { valid: true }>): HttpProblem => {
  if (check.reason === "expired") return new HttpProblem(401, "errors:otpExpired");
  if (check.reason === "voided") return new HttpProblem(401, "errors:otpVoided");
  return new HttpProblem(401, "errors:otpInvalid", { left: check.attemptsLeft });
};

/** Sign-in with a one-time code sent by email (docs/access.md#sign-in). */
export const otpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/user/login/sendotp",
    {
      config: { public: true, rateLimitPolicy: "mailing" },
      schema: {
        tags: ["auth"],
        summary: "Email a one-time sign-in code",
        description: `Mails a ${OTP_TTL_SECONDS / 60}-minute code of 6 digits, replacing any earlier one. Answers the same for an unknown email (no mail is sent then). A new code for the same email within ${OTP_RESEND_AFTER_SECONDS} s answers 429 with retry-after. When the mail server fails (or, for an unknown email, is known to be down) it answers 503 \`mailUnavailable\` with retry-after, and no code is kept.`,
        body: otpRequestBody,
        response: { 200: successEnvelope(otpSentData), 429: errorBody, 503: errorBody },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const user = await findUserByEmail(app.db, email);
      if (!user) refuseWhileMailIsDown(app);
      // Committed before the mail goes: the code works once it arrives.
      const { result: issue } = await unitOfWork(appWriter(app), ({ db }) =>
        issueOtp(db, {
          email,
          userId: user?.id ?? null,
          secret: app.config.jwtSecret,
          now: app.now(),
        }),
      );
      if (!issue.issued) {
        reply.header("retry-after", issue.retryAfterSeconds);
        throw new HttpProblem(429, "errors:otpResendTooSoon", {
          seconds: issue.retryAfterSeconds,
        });
      }
      if (user) {
        try {
          await sendLocalisedMail(app, {
            to: user.email,
            language: request.language,
            name: "otp",
            vars: { code: issue.code, minutes: OTP_TTL_SECONDS / 60 },
          });
        } catch (error) {
          // Unsent, the code must not hold the user back for the resend wait.
          await unitOfWork(appWriter(app), ({ db }) => discardOtp(db, email));
          throw error;
        }
      }
      return {
        message: request.t("auth:otpSent"),
        data: { expiresInSeconds: OTP_TTL_SECONDS, resendAfterSeconds: OTP_RESEND_AFTER_SECONDS },
      };
    },
  );

  app.post(
    "/user/login/verifyotp",
    {
      config: { public: true, rateLimitPolicy: "signIn" },
      schema: {
        tags: ["auth"],
        summary: "Sign in with the emailed code",
        description: `Answers like POST /user/login. An expired code answers 401 \`Otp Expired\`; a wrong one 401 with the attempts left; the ${OTP_MAX_ATTEMPTS}th wrong try voids the code. A right code also verifies the email address.`,
        body: otpVerifyBody,
        response: { 200: signInAnswer, 401: errorBody, 403: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      // Its own unit: a wrong try stays counted when the sign-in is then refused.
      const { result: check } = await unitOfWork(appWriter(app), ({ db }) =>
        checkOtp(db, {
          email: request.body.email,
          code: request.body.otp,
          secret: app.config.jwtSecret,
          now: app.now(),
        }),
      );
      const { email } = request.body;
      if (!check.valid) return refuseSignIn(app, request, email, refusal(check));
      const user = await findUserById(app.db, check.userId);
      if (!user || !isUserType(user.userType)) {
        return refuseSignIn(
          app,
          request,
          email,
          new HttpProblem(401, "errors:otpInvalid", { left: 0 }),
        );
      }
      // The code reached this inbox: that is what verifying the address means.
      const verified = { ...user, userType: user.userType, emailVerified: true };
      await refuseIfCannotSignIn(app, request, verified);
      return openSession(app, request, verified, "otp", (db) => markEmailVerified(db, user.id));
    },
  );
};
