/**
 * Payment state and refunds (docs/statuses.md#payment-state, docs/api.md#refunds) as plain values:
 * the SPA's record pages and the server's lists derive the same state from the same amounts. Labels
 * in `payments.json`.
 */

/** What the reconciled provider events say of a record's payment. */
export const PAYMENT_STATES = ["unpaid", "paid", "partlyRefunded", "refunded"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** pending: asked of the provider (or to be asked again); refunded: its event settled it. */
export const REFUND_STATES = ["pending", "refunded", "failed"] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** The records a customer pays: an order, an order request's quote, a rent or event request's offer. */
export const PAYABLE_RESOURCES = [
  "orders",
  "orderRequests",
  "rentRequests",
  "eventRequests",
] as const;
export type PayableResource = (typeof PAYABLE_RESOURCES)[number];

/** A record's money as the provider's events tell it, in cents. */
export interface PaymentAmounts {
  paidCents: number;
  /** Settled by the provider's `charge.refunded` events. */
  refundedCents: number;
  /** Refunds asked for and not settled yet: they are spoken for. */
  pendingCents: number;
}

/** Unpaid until a payment succeeded; Refunded once the refunds reach what was paid. */
export const paymentStateOf = ({ paidCents, refundedCents }: PaymentAmounts): PaymentState => {
  if (paidCents <= 0) return "unpaid";
  if (refundedCents >= paidCents) return "refunded";
  return refundedCents > 0 ? "partlyRefunded" : "paid";
};

/** What may still be refunded: paid, less what was refunded and what is being refunded. */
export const refundableCentsOf = ({ paidCents, refundedCents, pendingCents }: PaymentAmounts) =>
  Math.max(0, paidCents - refundedCents - pendingCents);

/** One reconciled provider event of a record: a payment received, or a charge's refunded total. */
export interface PaymentEventAmount {
  paymentIntentId: string;
  kind: "paid" | "refunded";
  amountCents: number;
}

/**
 * A record's amounts from its reconciled events and its pending refunds: a `charge.refunded`
 * carries the charge's refunded total so far, so each intent counts its largest one.
 */
export const paymentAmountsOf = (
  events: readonly PaymentEventAmount[],
  pendingCents: number,
): PaymentAmounts => {
  let paidCents = 0;
  const refundedByIntent = new Map<string, number>();
  for (const event of events) {
    if (event.kind === "paid") paidCents += event.amountCents;
    else {
      const before = refundedByIntent.get(event.paymentIntentId) ?? 0;
      refundedByIntent.set(event.paymentIntentId, Math.max(before, event.amountCents));
    }
  }
  const refundedCents = [...refundedByIntent.values()].reduce((sum, cents) => sum + cents, 0);
  return { paidCents, refundedCents, pendingCents };
};
