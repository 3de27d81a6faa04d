import { z } from "zod";
import {
  calendarDay,
  optionalText,
  ownerSummary,
  recordVersion,
  requiredCents,
  requiredText,
} from "./fields.schema.ts";
import { REQUEST_STATUSES } from "./rentWork.ts";

/**
 * The rent line's work (docs/api.md#rent-work): offers on rent and event requests, status moves
 * with their history and internal notes (the shop line's `internalNoteInput` and `historyEntry`
 * serve here too), and a rent model's bookings for its calendar.
 */

/**
 * The user goes ahead over another request's hold (docs/statuses.md#offer-holds): the reason is
 * required and kept in both requests' histories. Without it an overlapping offer or confirmation
 * answers 409 `bookingHeld`.
 */
export const holdOverride = z.object({ reason: requiredText("reasonRequired", 2000) });
export type HoldOverride = z.output<typeof holdOverride>;

/** `PUT /request/:id/offer` and `PUT /event/request/:id/offer`: send the offer, or send it again. */
export const offerInput = z.object({
  version: recordVersion,
  priceCents: requiredCents("required", { min: 1 }),
  conditions: requiredText("required", 2000),
  /** The last day the customer may accept it (a calendar day, today or later). */
  validUntil: calendarDay(),
  /** The user confirmed replacing the current offer; without it a second offer answers 409 `offerExists`. */
  replaceOffer: z.boolean().default(false),
  overrideHold: holdOverride.optional(),
});
export type OfferInputBody = z.input<typeof offerInput>;

/** `POST /request/:id/status` and `POST /event/request/:id/status`; `declined` needs its reason. */
export const requestMoveInput = z.object({
  version: recordVersion,
  status: z.enum(REQUEST_STATUSES, { error: "invalid" }),
  note: optionalText(2000),
  /** A confirmation over another request's hold (docs/statuses.md#offer-holds). */
  overrideHold: holdOverride.optional(),
});
export type RequestMoveInput = z.input<typeof requestMoveInput>;
export type RequestMove = z.output<typeof requestMoveInput>;

/** One version of an offer as stored. */
export const offer = z.object({
  version: z.number().int(),
  priceCents: z.number().int(),
  conditions: z.string(),
  validUntil: z.string(),
  sentAt: z.iso.datetime(),
  sentBy: ownerSummary.nullable(),
});
export type Offer = z.infer<typeof offer>;

/** What a rent or event request carries of its work, besides what the customer sent. */
export const requestWork = {
  /** Who took it in charge (set by the move to inProgress), null while new. */
  assignee: ownerSummary.nullable(),
  /** The offer last sent, or null; earlier versions are in the history. */
  offer: offer.nullable(),
  version: z.number().int(),
  updatedAt: z.iso.datetime(),
};

/**
 * `GET /rent-model/:id/bookings?from=&to=`: offered and confirmed stays overlapping the range. An
 * offered stay is `held` while its current offer is valid: until `validUntil`, inclusive
 * (docs/statuses.md#offer-holds).
 */
export const booking = z.object({
  requestId: z.string(),
  number: z.number().int(),
  customerName: z.string(),
  status: z.enum(["offerSent", "confirmed"]),
  departureAt: z.iso.datetime(),
  returnAt: z.iso.datetime(),
  /** The current offer's last valid day (offered stays), else null. */
  validUntil: z.iso.date().nullable(),
  held: z.boolean(),
});
export type Booking = z.infer<typeof booking>;
