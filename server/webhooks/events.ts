import type { PaymentProductType } from "../../domain/webhooks.ts";
import { STRIPE_API_VERSION } from "../payments/stripe.ts";

/** What a payment event is about: the intent, its amount and what it paid for. */
export interface PaidFor {
  paymentIntentId: string;
  amountCents: number;
  productType: PaymentProductType;
}

export interface PaymentEvent {
  id: string;
  type: string;
  at: Date;
  /** The refunded charge's id, for `charge.refunded`. */
  chargeId?: string;
  paid: PaidFor;
  /** For `charge.refunded` of one of our refunds: that refund, and the charge's refunded total. */
  refund?: { providerRefundId: string; refundId: string; amountCents: number; totalCents: number };
}

/** The event's object as Stripe shapes it: the intent itself, or the refunded charge of it. */
const eventObject = ({ type, chargeId, paid, refund }: PaymentEvent) => {
  const common = { amount: paid.amountCents, currency: "eur", livemode: false };
  const metadata = { productType: paid.productType };
  if (type !== "charge.refunded") {
    const status = type === "payment_intent.succeeded" ? "succeeded" : "processing";
    return { id: paid.paymentIntentId, object: "payment_intent", ...common, status, metadata };
  }
  return {
    id: chargeId,
    object: "charge",
    ...common,
    amount_refunded: refund?.totalCents ?? paid.amountCents,
    refunded: (refund?.totalCents ?? paid.amountCents) >= paid.amountCents,
    ...(refund
      ? {
          refunds: {
            object: "list",
            data: [
              {
                id: refund.providerRefundId,
                object: "refund",
                amount: refund.amountCents,
                status: "succeeded",
                metadata: { refundId: refund.refundId },
              },
            ],
          },
        }
      : {}),
    ...(paid.paymentIntentId ? { payment_intent: paid.paymentIntentId } : {}),
    metadata,
  };
};

/** A payment event's body as Stripe sends it (the sandbox's events and the demo's records). */
export const paymentEventPayload = (event: PaymentEvent): string =>
  JSON.stringify({
    id: event.id,
    object: "event",
    api_version: STRIPE_API_VERSION,
    created: Math.floor(event.at.getTime() / 1000),
    livemode: false,
    type: event.type,
    data: { object: eventObject(event) },
  });
