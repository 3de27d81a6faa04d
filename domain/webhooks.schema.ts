import { z } from "zod";
import {
  PAYMENT_PRODUCT_TYPES,
  RECONCILED_EVENT_TYPES,
  WEBHOOK_ERRORS,
  WEBHOOK_STATUSES,
} from "./webhooks.ts";

/** A record a webhook was matched with, by number: an order, an order request, a rent or event request. */
const matchedRecord = z.object({ _id: z.string(), number: z.number().int() });

/** One stored webhook (`GET /stripe/webhook`, `GET /stripe/webhook/:id`). */
export const webhookRecord = z.object({
  _id: z.string(),
  /** The provider's event id (`evt_…`): stored once. */
  webhookId: z.string(),
  /** The object the event is about: `payment_intent`, `charge`. */
  type: z.string().nullable(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_STATUSES),
  error: z.enum(WEBHOOK_ERRORS).nullable(),
  /** The payment intent id (`pi_…`) the event names. */
  externalTransactionId: z.string().nullable(),
  productType: z.enum(PAYMENT_PRODUCT_TYPES).nullable(),
  order: matchedRecord.nullable(),
  orderRequest: matchedRecord.nullable(),
  rentRequest: matchedRecord.nullable(),
  eventRequest: matchedRecord.nullable(),
  matched: z.boolean(),
  /** The refund of ours a `charge.refunded` settled (docs/api.md#refunds). */
  refund: z.object({ _id: z.string(), amountCents: z.number().int() }).nullable(),
  /** The money the event names, in cents: received, or the charge's refunded total so far. */
  amountCents: z.number().int().nullable(),
  receivedAt: z.iso.datetime(),
  /** The body exactly as received. */
  payload: z.string(),
});
export type WebhookRecord = z.infer<typeof webhookRecord>;

/** What the sandbox pays: an order, an order request's quote, a rent or event request's offer. */
export const SANDBOX_TARGETS = ["orderId", "requestId", "rentRequestId", "eventRequestId"] as const;

/** `POST /stripe/sandbox-events` (sandbox only): pays or refunds exactly one of SANDBOX_TARGETS. */
export const sandboxEventInput = z
  .object({
    type: z.enum(RECONCILED_EVENT_TYPES, { error: "invalid" }),
    orderId: z.uuid({ error: "invalid" }).optional(),
    requestId: z.uuid({ error: "invalid" }).optional(),
    rentRequestId: z.uuid({ error: "invalid" }).optional(),
    eventRequestId: z.uuid({ error: "invalid" }).optional(),
  })
  .refine((input) => SANDBOX_TARGETS.filter((target) => input[target] !== undefined).length === 1, {
    error: "sandboxTargetRequired",
    path: ["orderId"],
  });
export type SandboxEventInput = z.input<typeof sandboxEventInput>;

/** `GET /stripe/provider`: which payment provider is active (the SPA offers sandbox events). */
export const paymentProviderInfo = z.object({ name: z.enum(["sandbox", "stripe"]) });

/** `webhook` entries of a record's history: the payment event written on it. */
export const historyPayment = z.object({
  webhookId: z.string(),
  eventType: z.string(),
  externalTransactionId: z.string().nullable(),
});
