import type { z } from "zod";
import type { Language } from "../../domain/languages.ts";
import type { offerInput, RequestMove } from "../../domain/rentWork.schema.ts";
import { canMoveRequest, REQUEST_REASON_REQUIRED } from "../../domain/rentWork.ts";
import type { EventRequest } from "../../domain/requests.schema.ts";
import type { RequestContext } from "../lists/context.ts";
import { formatDay } from "../rentWork/days.ts";
import { requestMoveMail, type Subject } from "../rentWork/mails.ts";
import { sendOffer } from "../rentWork/work.ts";
import { recordWork } from "../writes/recordWork.ts";
import { eventRequestList } from "./list.ts";
import { eventRequests } from "./schema.ts";
import { checkSeats } from "./seats.ts";

/**
 * Event requests at work: the rent line's machine, confirmations within the event's capacity and
 * the seats other offers hold (docs/statuses.md#offer-holds).
 */
export const eventRequestWork = recordWork<EventRequest, RequestMove>({
  resource: "eventRequests",
  auditName: "eventRequest",
  table: eventRequests,
  list: eventRequestList,
  canMove: canMoveRequest,
  reasonRequired: REQUEST_REASON_REQUIRED,
  takenInCharge: "inProgress",
  onMove: async (scope, before, to, move) => {
    if (to === "confirmed") {
      await checkSeats(scope, before, { confirming: true, override: move.overrideHold });
    }
  },
  mailOfMove: (_before, after, note) => requestMoveMail("eventRequests", after, note, eventSubject),
});

/**
 * The offer of an event request: its guests' seats must not be held by other offers
 * (docs/statuses.md#offer-holds).
 */
export const sendEventOffer = (
  id: string,
  context: RequestContext,
  input: z.output<typeof offerInput>,
) =>
  sendOffer(eventRequestWork, eventSubject, id, context, input, (scope, before, body) =>
    checkSeats(scope, before, { confirming: false, override: body.overrideHold }),
  );

/** The event (in the customer's language) and its day, as the customer's mails name them. */
export const eventSubject: Subject<EventRequest> = (request, language: Language) => ({
  what: request.event
    ? language === "it"
      ? request.event.nameIt
      : request.event.nameEn
    : request.eventName,
  dates: formatDay(request.eventDate, language),
});
