/** How many attempts fit in a window, counted per caller address or per account (email). */
export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface RateLimitPolicy {
  perAddress: Limit;
  /** Keyed by the email in the request body, so spreading a guess over many addresses fails. */
  perAccount?: Limit;
}

/**
 * Decision docs/access.md#sign-in: sign-in and code calls are limited per account and per address. Routes of one
 * policy share its counters: a password guess and an OTP guess spend the same budget, and the
 * calls that mail something (code, reset link, verification link) share one per inbox.
 */
export const RATE_LIMIT_POLICIES = {
  signIn: {
    perAccount: { max: 10, windowSeconds: 5 * 60 },
    perAddress: { max: 30, windowSeconds: 5 * 60 },
  },
  mailing: {
    perAccount: { max: 5, windowSeconds: 15 * 60 },
    perAddress: { max: 20, windowSeconds: 15 * 60 },
  },
  signup: {
    perAddress: { max: 10, windowSeconds: 60 * 60 },
  },
  /**
   * The public intake calls: a customer app's backend may relay many customers through one
   * address, so the budget is generous; it only stops a runaway or abusive client.
   */
  intake: {
    perAddress: { max: 600, windowSeconds: 60 },
  },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitPolicyName = keyof typeof RATE_LIMIT_POLICIES;
export type RateLimitPolicies = Record<RateLimitPolicyName, RateLimitPolicy>;
