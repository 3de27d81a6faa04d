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
  /**
   * Asks for a refund of part or all of a payment intent, `refundId` as the idempotency key: the
   * same refund asked again is the same refund. Answers the provider's refund id; the provider's
   * `charge.refunded` event settles it later.
   */
  refund(request: RefundRequest): Promise<{ providerRefundId: string }>;
}

export interface RefundRequest {
  /** Our refund's id: the idempotency key, and `metadata.refundId` at the provider. */
  refundId: string;
  paymentIntentId: string;
  amountCents: number;
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
