import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { profile } from "../../domain/auth.schema.ts";
import { canSignIn, type UserType } from "../../domain/userTypes.ts";
import { HttpProblem } from "../plugins/errors.ts";
import type { User } from "../users/schema.ts";
import { recordLogin, toProfile } from "../users/service.ts";

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
export const refuseIfCannotSignIn = (user: SigningIn): void => {
  if (!canSignIn(user.userType)) throw new HttpProblem(403, "errors:customerCannotSignIn");
  if (!user.emailVerified) throw new HttpProblem(403, "errors:emailNotVerified");
};

/** Opens a session for a user who passed every check and answers token and profile. */
export const openSession = async (
  app: FastifyInstance,
  request: FastifyRequest,
  user: SigningIn,
): Promise<z.infer<typeof signInAnswer>> => {
  const token = await app.issueToken(user);
  await recordLogin(app.db, user.id);
  return { message: request.t("auth:loggedIn"), token, data: { token, user: toProfile(user) } };
};
