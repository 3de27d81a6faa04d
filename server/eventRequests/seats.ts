import { and, asc, eq, ne, sql } from "drizzle-orm";
import { CONFIRMED_REQUEST_STATUS } from "../../domain/events.ts";
import type { HoldOverride } from "../../domain/rentWork.schema.ts";
import type { EventRequest } from "../../domain/requests.schema.ts";
import { events } from "../events/schema.ts";
import type { RequestContext } from "../lists/context.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { holdsOn, isCurrentOffer, passHolds } from "../rentWork/holds.ts";
import { requestOffers } from "../rentWork/schema.ts";
import type { InUnit } from "../writes/unitOfWork.ts";
import { eventRequests } from "./schema.ts";

/**
 * Checks a request's guests about to be offered or confirmed against its event's seats, in the
 * write's transaction (docs/statuses.md#bookings, docs/statuses.md#offer-holds). The event's row is
 * locked first (SELECT … FOR UPDATE), so the offers and confirmations of one event count one after
 * the other, each reading what the one before it committed: of two at once for the last seats
 * exactly one passes.
 *
 * - Confirming beyond the capacity with the confirmed guests alone: 409 capacityExceeded.
 * - Seats that fit beside the confirmed guests but not beside the ones other requests' current,
 *   unexpired offers hold: 409 bookingHeld naming a holder, unless the user overrides with a
 *   reason, recorded in this request's history and each holder's.
 *
 * An offer for more seats than the confirmed guests leave is not refused here: its confirmation
 * is (capacityExceeded), as before holds, and no override could make room for it.
 */
export const checkSeats = async (
  scope: InUnit<RequestContext>,
  request: EventRequest,
  { confirming, override }: { confirming: boolean; override: HoldOverride | undefined },
) => {
  if (!request.eventId) return;
  const [event] = await scope.db
    .select({ capacity: events.capacity })
    .from(events)
    .where(eq(events.id, request.eventId))
    .for("update");
  const capacity = event?.capacity ?? 0;
  const others = and(eq(eventRequests.eventId, request.eventId), ne(eventRequests.id, request._id));
  const [confirmed] = await scope.db
    .select({ guests: sql<number>`coalesce(sum(${eventRequests.guests}), 0)::int` })
    .from(eventRequests)
    .where(and(others, eq(eventRequests.status, CONFIRMED_REQUEST_STATUS)));
  const taken = Number(confirmed?.guests ?? 0);
  if (taken + request.guests > capacity) {
    if (!confirming) return;
    throw new HttpProblem(409, "errors:capacityExceeded", {
      capacity,
      left: Math.max(capacity - taken, 0),
    });
  }
  const holders = await scope.db
    .select({
      _id: eventRequests.id,
      number: eventRequests.number,
      validUntil: requestOffers.validUntil,
      guests: eventRequests.guests,
    })
    .from(eventRequests)
    .innerJoin(requestOffers, isCurrentOffer("eventRequests", eventRequests.id))
    .where(and(others, eq(eventRequests.status, "offerSent"), holdsOn(scope.now)))
    .orderBy(asc(eventRequests.number));
  const held = holders.reduce((sum, holder) => sum + holder.guests, 0);
  if (taken + held + request.guests <= capacity) return;
  passHolds(
    scope,
    "eventRequests",
    request,
    holders.map(({ guests: _guests, ...holder }) => holder),
    override,
    true,
  );
};
