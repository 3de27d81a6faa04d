import { z } from "zod";
import { requiredCents, requiredText } from "./fields.schema.ts";
import { PAYMENT_STATES, REFUND_STATES } from "./payments.ts";

/** A refund's reason: what the customer's history and the audit keep. */
export const REFUND_REASON_MAX = 500;

/** `POST <record>/:id/refunds` (administrators): cents up to the refundable amount, and why. */
export const refundInput = z.object({
  /**
   * The refund's id, made by the page when its dialog opens: a double click or a retry sends the
   * same id and finds the refund already made, so it is refunded once. Made by the server when absent.
   */
  refundId: z.uuid({ error: "invalid" }).optional(),
  amountCents: requiredCents("refundAmountRequired", { min: 1 }),
  reason: requiredText("reasonRequired", REFUND_REASON_MAX),
});
export type RefundInput = z.infer<typeof refundInput>;

/** One refund of a record: its own id is the provider's idempotency key. */
export const refundRecord = z.object({
  _id: z.string(),
  paymentIntentId: z.string(),
  amountCents: z.number().int(),
  reason: z.string(),
  state: z.enum(REFUND_STATES),
  /** The provider's words when it refused the refund. */
  providerMessage: z.string().nullable(),
  requestedBy: z.object({ _id: z.string(), fullName: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
});
export type RefundRecord = z.infer<typeof refundRecord>;

/** The refund a record's history line shows (kind `refund`): its amount and where it stands. */
export const historyRefund = refundRecord.pick({
  _id: true,
  amountCents: true,
  state: true,
  providerMessage: true,
  settledAt: true,
});

/** `GET <record>/:id/payment`: the state, its amounts, what may be refunded and the refunds. */
export const recordPayment = z.object({
  state: z.enum(PAYMENT_STATES),
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  pendingCents: z.number().int(),
  refundableCents: z.number().int(),
  /** What the record's page pre-fills the refund with: the returned pieces, or a cancelled order's total. */
  proposedCents: z.number().int().nullable(),
  refunds: z.array(refundRecord),
});
export type RecordPayment = z.infer<typeof recordPayment>;

/** `payment` of a list's item: the state and its amounts. */
export const paymentSummary = z.object({
  state: z.enum(PAYMENT_STATES),
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
});
