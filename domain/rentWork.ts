/**
 * The rent line's requests at work (docs/statuses.md#rent-and-event-requests): rent requests
 * and event requests share one machine. Plain values: the server refuses every other move with
 * 409 and the SPA offers only these.
 */

export const REQUEST_STATUSES = [
  "new",
  "inProgress",
  "offerSent",
  "confirmed",
  "declined",
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/**
 * `inProgress` records who took the request (the assignee); `offerSent` is reached by sending an
 * offer (PUT <request>/:id/offer), never by a plain move, and an offer may be sent again while it
 * is current (replacing it, the earlier one kept in the history).
 */
export const REQUEST_MOVES: Record<RequestStatus, readonly RequestStatus[]> = {
  new: ["inProgress", "declined"],
  inProgress: ["declined"],
  offerSent: ["confirmed", "declined"],
  confirmed: [],
  declined: [],
};

export const OFFERABLE_STATUSES: readonly RequestStatus[] = ["inProgress", "offerSent"];

/** Moves whose note is a required reason (mailed to the customer). */
export const REQUEST_REASON_REQUIRED: ReadonlySet<RequestStatus> = new Set(["declined"]);

/** What a model's calendar shows and what a confirmation must not overlap. */
export const BOOKING_STATUSES: readonly RequestStatus[] = ["offerSent", "confirmed"];

export const canMoveRequest = (from: RequestStatus, to: RequestStatus) =>
  REQUEST_MOVES[from].includes(to);

export const canSendOffer = (status: RequestStatus) => OFFERABLE_STATUSES.includes(status);

/** Two stays overlap when each starts before the other ends (a return day may be the next departure). */
export const bookingsOverlap = (
  a: { departureAt: string | Date; returnAt: string | Date },
  b: { departureAt: string | Date; returnAt: string | Date },
) =>
  new Date(a.departureAt).getTime() < new Date(b.returnAt).getTime() &&
  new Date(b.departureAt).getTime() < new Date(a.returnAt).getTime();
