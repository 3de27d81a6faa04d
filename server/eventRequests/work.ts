import { and, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import { CONFIRMED_REQUEST_STATUS } from "../../domain/events.ts";
import type { Language } from "../../domain/languages.ts";
import type { offerInput } from "../../domain/rentWork.schema.ts";
import { canMoveRequest, REQUEST_REASON_REQUIRED } from "../../domain/rentWork.ts";
import type { EventRequest } from "../../domain/requests.schema.ts";
import { events } from "../events/schema.ts";
import type { RequestContext } from "../lists/context.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { formatDay } from "../rentWork/days.ts";
import { requestMoveMail, type Subject } from "../rentWork/mails.ts";
import { sendOffer } from "../rentWork/work.ts";
import { recordWork } from "../writes/recordWork.ts";
import { eventRequestList } from "./list.ts";
import { eventRequests } from "./schema.ts";

/**
 * Refuses (409 capacityExceeded) confirming guests beyond the event's capacity. The event's row is
 * locked first, so concurrent confirmations for one event count one after the other.
 */
const refuseOverCapacity = async (scope: RequestContext, request: EventRequest) => {
  if (!request.eventId) return;
  const [event] = await scope.db
    .select({ capacity: events.capacity })
    .from(events)
    .where(eq(events.id, request.eventId))
    .for("update");
  const capacity = event?.capacity ?? 0;
  const [confirmed] = await scope.db
    .select({ guests: sql<number>`coalesce(sum(${eventRequests.guests}), 0)::int` })
    .from(eventRequests)
    .where(
      and(
        eq(eventRequests.eventId, request.eventId),
        eq(eventRequests.status, CONFIRMED_REQUEST_STATUS),
        ne(eventRequests.id, request._id),
      ),
    );
  const taken = Number(confirmed?.guests ?? 0);
  if (taken + request.guests > capacity) {
    throw new HttpProblem(409, "errors:capacityExceeded", {
      capacity,
      left: Math.max(capacity - taken, 0),
    });
  }
};

/** Event requests at work: the rent line's machine, confirmations within the event's capacity. */
export const eventRequestWork = recordWork<EventRequest>({
  resource: "eventRequests",
  auditName: "eventRequest",
  table: eventRequests,
  list: eventRequestList,
  canMove: canMoveRequest,
  reasonRequired: REQUEST_REASON_REQUIRED,
  takenInCharge: "inProgress",
  onMove: async (scope, before, to) => {
    if (to === "confirmed") await refuseOverCapacity(scope, before);
  },
  mailOfMove: (_before, after, note) => requestMoveMail("eventRequests", after, note, eventSubject),
});

export const sendEventOffer = (
  id: string,
  context: RequestContext,
  input: z.output<typeof offerInput>,
) => sendOffer(eventRequestWork, eventSubject, id, context, input);

/** The event (in the customer's language) and its day, as the customer's mails name them. */
export const eventSubject: Subject<EventRequest> = (request, language: Language) => ({
  what: request.event
    ? language === "it"
      ? request.event.nameIt
      : request.event.nameEn
    : request.eventName,
  dates: formatDay(request.eventDate, language),
});
