/**
 * A card-payment provider that sellers link an account with (docs/access.md#payment-account). Onboarding is three
 * steps: open an account at the provider (if it needs one first), send the browser to the
 * provider's onboarding page, and confirm the account once the browser comes back.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Opens the seller's account at the provider; undefined when the provider needs none yet. */
  openAccount(seller: { id: string; email: string }): Promise<string | undefined>;
  /** Where the browser goes to onboard; the provider sends it back to `returnUrl`. */
  onboardingUrl(input: { accountId: string | undefined; returnUrl: string }): Promise<string>;
  /** The account to link once the seller is back, or undefined when onboarding is unfinished. */
  completeOnboarding(accountId: string | undefined): Promise<string | undefined>;
}

/**
 * The provider could not be reached (`unreachable`: down, or no answer in time) or refused a
 * call; the message never carries the key.
 */
export class PaymentProviderError extends Error {
  override name = "PaymentProviderError";
  constructor(
    message: string,
    readonly unreachable = false,
  ) {
    super(message);
  }
}
