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

/** Why an event failed, a key of `webhooks.errors`. */
export const WEBHOOK_ERRORS = ["missingTransactionId"] as const;
export type WebhookError = (typeof WEBHOOK_ERRORS)[number];

/** Stripe's signature tolerance: a signed timestamp older than this is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
