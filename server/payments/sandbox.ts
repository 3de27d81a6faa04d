import { randomBytes } from "node:crypto";
import type { PaymentProvider } from "./provider.ts";

/**
 * The built-in provider when no Stripe key is configured (docs/access.md#payment-account): it walks the same steps locally.
 * Onboarding sends the browser straight back to the return page, and confirming creates a
 * sandbox account id, so the whole seller flow works on a laptop with no network.
 */
export const sandboxProvider = (): PaymentProvider => ({
  name: "sandbox",
  openAccount: async () => undefined,
  onboardingUrl: async ({ returnUrl }) => returnUrl,
  completeOnboarding: async () => `acct_sandbox_${randomBytes(8).toString("hex")}`,
});
