import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { profile } from "../../domain/auth.schema.ts";
import { canSignIn, type UserType } from "../../domain/userTypes.ts";
import { recordAccountEvent } from "../audit/accountEvents.ts";
import type { Database } from "../db/client.ts";
import { HttpProblem } from "../plugins/errors.ts";
import type { User } from "../users/schema.ts";
import { recordLogin, toProfile } from "../users/service.ts";
import { appWriter, unitOfWork } from "../writes/unitOfWork.ts";

/** What every way of signing in answers (docs/api.md: login and OTP verification add `token`). */
export const signInAnswer = z.object({
  message: z.string(),
  token: z.string(),
  data: z.object({ token: z.string(), user: profile }),
});

type SigningIn = User & { userType: UserType };

/**
 * Refusals that apply once the credential (password or code) is proved, so they reveal nothing
 * to someone who does not hold it: customers use the marketplace apps, and an account created by
 * sign-up must first prove its inbox.
 */
export const refuseIfCannotSignIn = async (
  app: FastifyInstance,
  request: FastifyRequest,
  user: SigningIn,
): Promise<void> => {
  const refusal = !canSignIn(user.userType)
    ? "errors:customerCannotSignIn"
    : !user.emailVerified
      ? "errors:emailNotVerified"
      : undefined;
  if (!refusal) return;
  await refuseSignIn(app, request, user.email, new HttpProblem(403, refusal), user.id);
};

/**
 * Logs a failed sign-in (the email tried and the refusal's key, never the password or code),
 * then throws the refusal (docs/api.md#logs).
 */
export const refuseSignIn = async (
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
  refusal: HttpProblem,
  userId: string | null = null,
): Promise<never> => {
  await unitOfWork(appWriter(app), (unit) =>
    recordAccountEvent(unit.db, request, "signInFailed", {
      userId,
      // The refusal's own values (the code attempts left) complete its message on the logs screen.
      details: { email, reason: refusal.key, ...refusal.vars },
    }),
  );
  throw refusal;
};

/** Opens a session for a user who passed every check and answers token and profile. */
export const openSession = async (
  app: FastifyInstance,
  request: FastifyRequest,
  user: SigningIn,
  method: "password" | "otp",
  /** What the sign-in itself changes besides the session (an OTP verifies the address). */
  alongside?: (db: Database) => Promise<void>,
): Promise<z.infer<typeof signInAnswer>> => {
  // The session, the last sign-in and its log line together: an outage leaves none of them.
  const { result: token } = await unitOfWork(appWriter(app), async ({ db }) => {
    await alongside?.(db);
    const issued = await app.issueToken(user, db);
    await recordLogin(db, user.id);
    await recordAccountEvent(db, request, "signIn", {
      userId: user.id,
      details: { email: user.email, method },
    });
    return issued;
  });
  return { message: request.t("auth:loggedIn"), token, data: { token, user: toProfile(user) } };
};
