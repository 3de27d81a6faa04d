import type { RequestStatus } from "./rentWork.ts";

/** Events as plain values (no zod): what the server and the SPA count the same way. */

/**
 * The status an event request holds once the customer's places are confirmed
 * (docs/statuses.md#rent-and-event-requests).
 */
export const CONFIRMED_REQUEST_STATUS: RequestStatus = "confirmed";

/** The guests an event has confirmed: the sum over its requests in the confirmed status. */
export const confirmedGuests = (requests: readonly { status: string; guests: number }[]) =>
  requests
    .filter((request) => request.status === CONFIRMED_REQUEST_STATUS)
    .reduce((sum, request) => sum + request.guests, 0);
