import { randomBytes } from "node:crypto";
import { type PaymentProvider, PaymentProviderError, type RefundRequest } from "./provider.ts";

export interface SandboxOptions {
  /**
   * Refunds as a provider would: the sandbox's own signed `charge.refunded`, through the webhook's
   * verification (server/webhooks/sandboxEvents.ts). Wired in app.ts, once the app exists.
   */
  refund(request: RefundRequest): Promise<{ providerRefundId: string }>;
}

/**
 * The built-in provider when no Stripe key is configured (docs/access.md#payment-account): it walks the same steps locally.
 * Onboarding sends the browser straight back to the return page, and confirming creates a
 * sandbox account id, so the whole seller flow works on a laptop with no network.
 */
export const sandboxProvider = (options?: SandboxOptions): PaymentProvider => ({
  name: "sandbox",
  openAccount: async () => undefined,
  onboardingUrl: async ({ returnUrl }) => returnUrl,
  completeOnboarding: async () => `acct_sandbox_${randomBytes(8).toString("hex")}`,
  refund: async (request) => {
    if (!options) throw new PaymentProviderError("This sandbox has no webhook to refund through");
    return options.refund(request);
  },
});
