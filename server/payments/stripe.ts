import { z } from "zod";
import { type PaymentProvider, PaymentProviderError } from "./provider.ts";

export interface StripeProviderOptions {
  secretKey: string;
  /** Stripe's API by default; tests point it at a local fake server. */
  baseUrl?: string;
  timeoutMs?: number;
}

const STRIPE_API = "https://api.stripe.com";
const DEFAULT_TIMEOUT_MS = 10_000;

const account = z.object({ id: z.string().min(1), details_submitted: z.boolean().optional() });
const accountLink = z.object({ url: z.url() });
const stripeError = z.object({ error: z.object({ type: z.string().optional() }) });

/**
 * Stripe Connect with Express accounts over Stripe's REST API (form-encoded requests, JSON
 * answers). No SDK: three calls do not justify a dependency.
 */
export const stripeProvider = (options: StripeProviderOptions): PaymentProvider => {
  const baseUrl = options.baseUrl ?? STRIPE_API;

  const call = async <T>(
    schema: z.ZodType<T>,
    method: "GET" | "POST",
    path: string,
    form?: Record<string, string>,
  ): Promise<T> => {
    let response: Response;
    try {
      response = await fetch(new URL(path, baseUrl), {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        },
        ...(form ? { body: new URLSearchParams(form).toString() } : {}),
        signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentProviderError(
        `Stripe ${method} ${path} failed: ${(error as Error).message}`,
      );
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const type = stripeError.safeParse(body).data?.error.type ?? "unknown";
      throw new PaymentProviderError(
        `Stripe ${method} ${path} answered ${response.status} (${type})`,
      );
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new PaymentProviderError(`Stripe ${method} ${path} answered an unexpected body`);
    }
    return parsed.data;
  };

  return {
    name: "stripe",
    openAccount: async (seller) => {
      const created = await call(account, "POST", "/v1/accounts", {
        type: "express",
        email: seller.email,
        "metadata[sellerId]": seller.id,
      });
      return created.id;
    },
    onboardingUrl: async ({ accountId, returnUrl }) => {
      if (!accountId) throw new PaymentProviderError("Stripe onboarding needs an account");
      // Stripe sends the browser to refresh_url when the link expired; the same return page then
      // finds onboarding unfinished and the seller starts again.
      const link = await call(accountLink, "POST", "/v1/account_links", {
        account: accountId,
        refresh_url: returnUrl,
        return_url: returnUrl,
        type: "account_onboarding",
      });
      return link.url;
    },
    completeOnboarding: async (accountId) => {
      if (!accountId) return undefined;
      const found = await call(account, "GET", `/v1/accounts/${encodeURIComponent(accountId)}`);
      return found.details_submitted ? found.id : undefined;
    },
  };
};
