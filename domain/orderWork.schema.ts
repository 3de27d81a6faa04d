import { z } from "zod";
import {
  calendarDay,
  optionalText,
  ownerSummary,
  percentage,
  recordId,
  recordVersion,
  requiredCents,
  requiredInteger,
  requiredText,
} from "./fields.schema.ts";
import { outboxMail } from "./mailOutbox.schema.ts";
import { MENTIONS_MAX } from "./notifications.ts";
import { ORDER_REQUEST_STATUSES, ORDER_STATUSES } from "./orders.ts";
import { VAT_PERCENT_LIMIT } from "./quote.ts";
import { historyRefund } from "./refunds.schema.ts";
import { offer } from "./rentWork.schema.ts";
import { historyPayment } from "./webhooks.schema.ts";

/**
 * The shop line's work (docs/statuses.md, docs/quotes.md): quotes on order requests, status moves
 * with their history and internal notes, and the customer's return request. Both sides validate
 * with these; the server's figures come from domain/quote.ts.
 */

/** `PUT /order/request/:id` (the seed's contract): send the quote, or send it again. */
export const quoteInput = z.object({
  version: recordVersion,
  shippingCents: requiredCents("required"),
  customizationCents: requiredCents("required"),
  vatPercent: percentage("required", { below: VAT_PERCENT_LIMIT, belowMessage: "vatBelow100" }),
  splitPercent: percentage("required", { max: 100 }),
  adminNote: optionalText(2000),
  /**
   * The last day (UTC) the customer may pay it, today or later (400 `validUntilPast`); without
   * it, QUOTE_VALIDITY_DAYS from sending. Its pieces are held until then (docs/stock.md).
   */
  validUntil: calendarDay().optional(),
  /** The user confirmed replacing the current quote; without it a second quote answers 409 `quoteExists`. */
  replaceQuote: z.boolean().default(false),
});
export type QuoteInputBody = z.input<typeof quoteInput>;

/** `POST /order/request/:id/status` and `POST /order/:id/status`. A reason is required where REASON_REQUIRED says. */
const statusMove = <Statuses extends readonly [string, ...string[]]>(statuses: Statuses) =>
  z.object({
    version: recordVersion,
    status: z.enum(statuses, { error: "invalid" }),
    note: optionalText(2000),
  });
export const orderRequestMoveInput = statusMove(ORDER_REQUEST_STATUSES);
export const orderMoveInput = statusMove(ORDER_STATUSES);
export type OrderRequestMoveInput = z.input<typeof orderRequestMoveInput>;
export type OrderMoveInput = z.input<typeof orderMoveInput>;

/** `POST <record>/:id/notes`: an internal note, never shown or mailed to the customer. */
export const internalNoteInput = z.object({
  text: requiredText("required", 2000),
  /** Back-office users called in (each must be able to open the record): their inbox tells them. */
  mentions: z
    .array(recordId("invalid"), { error: "invalid" })
    .max(MENTIONS_MAX, { error: "tooManyMentions" })
    .default([])
    .transform((ids) => [...new Set(ids)]),
});

/** One version of a quote as stored: what was typed and the figures computed from it. */
export const quote = z.object({
  /** 1 for the first quote sent, 2 for the next, … */
  version: z.number().int(),
  unitPriceCents: z.number().int(),
  quantity: z.number().int(),
  shippingCents: z.number().int(),
  customizationCents: z.number().int(),
  vatPercent: z.number(),
  splitPercent: z.number(),
  adminNote: z.string().nullable(),
  subtotalCents: z.number().int(),
  taxableCents: z.number().int(),
  vatCents: z.number().int(),
  totalCents: z.number().int(),
  sellerShareCents: z.number().int(),
  platformFeeCents: z.number().int(),
  sentAt: z.iso.datetime(),
  sentBy: ownerSummary.nullable(),
  /** The last day (UTC, `YYYY-MM-DD`) the customer may pay it. */
  validUntil: z.iso.date(),
  /** The product's pieces it holds now: the quantity while live, 0 once its hold ended. */
  heldPieces: z.number().int(),
});
export type Quote = z.infer<typeof quote>;

export const HISTORY_KINDS = [
  "status",
  "quote",
  "offer",
  "note",
  "payment",
  "assigned",
  "mail",
  "refund",
  "holdOverride",
  "holdOverridden",
] as const;

/**
 * One line of a record's history, oldest first: a status change (from → to, the note or reason), a
 * quote or offer version sent, or an internal note. `by` is null for the customer's own (intake) changes.
 */
export const historyEntry = z.object({
  _id: z.string(),
  kind: z.enum(HISTORY_KINDS),
  at: z.iso.datetime(),
  by: ownerSummary.nullable(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  note: z.string().nullable(),
  quote: quote.nullable(),
  /** The offer version an `offer` entry sent (rent and event requests). */
  offer: offer.nullable(),
  /** The payment event a `payment` entry records (docs/api.md#payment-webhooks). */
  payment: historyPayment.nullable(),
  /** The customer mail a `mail` entry shows, with where it stands (docs/mail.md). */
  mail: outboxMail.nullable(),
  /** The refund a `refund` entry records, as it stands now (docs/api.md#refunds). */
  refund: historyRefund.nullable(),
  /**
   * The other request of a hold's override (docs/statuses.md#offer-holds), of the same resource: on
   * `holdOverride` the request whose hold this one went over, on `holdOverridden` the one that went
   * over this hold.
   */
  related: z.object({ _id: z.string(), number: z.number().int() }).nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

/** `GET /order/request/count-by-status`, `GET /orders/count-by-status`: every status, 0 included. */
export const orderRequestStatusCounts = z.record(z.enum(ORDER_REQUEST_STATUSES), z.number().int());
export const orderStatusCounts = z.record(z.enum(ORDER_STATUSES), z.number().int());

/** `POST /intake/order-returns`: the customer app asks to return an order that is being worked on. */
export const orderReturnIntake = z.object({
  orderNumber: requiredInteger("required", { min: 1 }),
  /** Must be the order's customer email: the number alone is guessable. */
  customerEmail: z.email({ error: "invalidEmail" }).transform((email) => email.toLowerCase()),
  reason: requiredText("required", 2000),
});
