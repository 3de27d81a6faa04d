/** Payment webhooks (docs/api.md#payment-webhooks) as plain values; labels in `webhooks.json`. */

/** processed: matched and written on its record; ignored: nothing to reconcile; failed: see error. */
export const WEBHOOK_STATUSES = ["processed", "ignored", "failed"] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

/** What the payment was for. Shop orders and quotes are matched; bookings are named by metadata. */
export const PAYMENT_PRODUCT_TYPES = [
  "shopOrder",
  "orderRequestQuote",
  "rentBooking",
  "eventBooking",
] as const;
export type PaymentProductType = (typeof PAYMENT_PRODUCT_TYPES)[number];

/** The events reconciled with an order or a quote; any other is stored as ignored. */
export const RECONCILED_EVENT_TYPES = ["payment_intent.succeeded", "charge.refunded"] as const;
export type ReconciledEventType = (typeof RECONCILED_EVENT_TYPES)[number];

/**
 * Stripe's word that a refund it had taken did not reach the customer (a closed card): our refund
 * still pending turns Failed with the provider's reason. The sandbox never sends it.
 */
export const REFUND_FAILED_EVENT = "refund.failed";

/** Every event type written on its record: the reconciled ones and a refund's failure. */
export const HANDLED_EVENT_TYPES = [...RECONCILED_EVENT_TYPES, REFUND_FAILED_EVENT] as const;

/** Why an event failed, a key of `webhooks.errors`. */
export const WEBHOOK_ERRORS = ["missingTransactionId"] as const;
export type WebhookError = (typeof WEBHOOK_ERRORS)[number];

/** Stripe's signature tolerance: a signed timestamp older than this is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
