import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { type PaymentProvider, PaymentProviderError } from "./provider.ts";

export interface StripeProviderOptions {
  secretKey: string;
  /** Stripe's API by default; tests point it at a local fake server. */
  baseUrl?: string;
  timeoutMs?: number;
}

/** The API version every call is made with: answers keep their shape when Stripe moves on. */
export const STRIPE_API_VERSION = "2026-10-28.endive";
/**
 * Per call, without a retry: connecting a seller makes two calls, which together stay within the
 * API's 5 s even when Stripe does not answer (the seller is told to try again, 503).
 */
const DEFAULT_TIMEOUT_MS = 2_000;

/** The SDK's address options for a base URL (a local fake in tests). */
const addressOf = (baseUrl: string | undefined) => {
  if (!baseUrl) return {};
  const url = new URL(baseUrl);
  const protocol: "http" | "https" = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
};

/** What went wrong, in words that never carry the key. */
const providerErrorOf = (what: string, error: unknown) => {
  if (error instanceof Stripe.errors.StripeConnectionError) {
    return new PaymentProviderError(`Stripe ${what} failed: could not reach Stripe`, true);
  }
  if (error instanceof Stripe.errors.StripeError) {
    const status = error.statusCode ?? "?";
    return new PaymentProviderError(
      `Stripe ${what} answered ${status} (${error.rawType ?? "unknown"})`,
    );
  }
  return new PaymentProviderError(`Stripe ${what} failed`);
};

/**
 * A refund Stripe refused keeps Stripe's own words (the administrator reads why); one it could not
 * take now (unreachable, rate limited, its own error) is asked again with the same key.
 */
const refundErrorOf = (error: unknown) => {
  if (
    error instanceof Stripe.errors.StripeError &&
    !(error instanceof Stripe.errors.StripeConnectionError)
  ) {
    const status = error.statusCode ?? 500;
    const later = status >= 500 || status === 429 || status === 409;
    return new PaymentProviderError(error.message.slice(0, 500), later);
  }
  return providerErrorOf("POST /v1/refunds", error);
};

/**
 * Stripe Connect with Express accounts through the official SDK: a pinned API version and an
 * idempotency key on every write, so a request the seller sends again after a network failure
 * never opens a second account.
 */
export const stripeProvider = (options: StripeProviderOptions): PaymentProvider => {
  const stripe = new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 0,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    telemetry: false,
    ...addressOf(options.baseUrl),
  });

  const call = async <T>(what: string, request: () => Promise<T>): Promise<T> => {
    try {
      return await request();
    } catch (error) {
      throw providerErrorOf(what, error);
    }
  };

  return {
    name: "stripe",
    openAccount: async (seller) => {
      const created = await call("POST /v1/accounts", () =>
        stripe.accounts.create(
          { type: "express", email: seller.email, metadata: { sellerId: seller.id } },
          { idempotencyKey: `account-${seller.id}-${randomUUID()}` },
        ),
      );
      return created.id;
    },
    onboardingUrl: async ({ accountId, returnUrl }) => {
      if (!accountId) throw new PaymentProviderError("Stripe onboarding needs an account");
      // Stripe sends the browser to refresh_url when the link expired; the same return page then
      // finds onboarding unfinished and the seller starts again.
      const link = await call("POST /v1/account_links", () =>
        stripe.accountLinks.create(
          {
            account: accountId,
            refresh_url: returnUrl,
            return_url: returnUrl,
            type: "account_onboarding",
          },
          { idempotencyKey: `account-link-${accountId}-${randomUUID()}` },
        ),
      );
      return link.url;
    },
    refund: async ({ refundId, paymentIntentId, amountCents }) => {
      try {
        const created = await stripe.refunds.create(
          { payment_intent: paymentIntentId, amount: amountCents, metadata: { refundId } },
          { idempotencyKey: refundId },
        );
        return { providerRefundId: created.id };
      } catch (error) {
        throw refundErrorOf(error);
      }
    },
    completeOnboarding: async (accountId) => {
      if (!accountId) return undefined;
      const found = await call("GET /v1/accounts", () => stripe.accounts.retrieve(accountId));
      return found.details_submitted ? found.id : undefined;
    },
  };
};
