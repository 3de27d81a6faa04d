import type { FastifyInstance } from "fastify";
import { z } from "zod";

/** Marks the token as an onboarding state, so a session token can never serve as one. */
const PURPOSE = "payment-onboarding";
const STATE_TTL = "1h";

const claims = z.object({
  purpose: z.literal(PURPOSE),
  sub: z.uuid(),
  /** The provider account opened for the seller, when the provider opens one up front. */
  acct: z.string().optional(),
});

export interface OnboardingState {
  sellerId: string;
  accountId: string | undefined;
}

/**
 * The `state` in the return URL: a short-lived JWT signed with the server secret. The seller may
 * come back without a session (another tab, an expired token), so the state itself says who is
 * linking which account, and nobody can forge one for someone else.
 */
export const signOnboardingState = (app: FastifyInstance, state: OnboardingState): string => {
  // @fastify/jwt types every payload as a session's claims; this token is another kind.
  const sign = app.jwt.sign as (payload: object, options: { expiresIn: string }) => string;
  return sign(
    {
      purpose: PURPOSE,
      sub: state.sellerId,
      ...(state.accountId ? { acct: state.accountId } : {}),
    },
    { expiresIn: STATE_TTL },
  );
};

/** The state's content, or undefined when it is forged, expired or not an onboarding state. */
export const readOnboardingState = (
  app: FastifyInstance,
  token: string,
): OnboardingState | undefined => {
  try {
    const parsed = claims.safeParse(app.jwt.verify(token));
    return parsed.success ? { sellerId: parsed.data.sub, accountId: parsed.data.acct } : undefined;
  } catch {
    return undefined;
  }
};
