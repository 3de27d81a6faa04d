import type { z } from "zod";
import type { Language } from "../../domain/languages.ts";
import type { offerInput, RequestMove } from "../../domain/rentWork.schema.ts";
import { canMoveRequest, REQUEST_REASON_REQUIRED } from "../../domain/rentWork.ts";
import type { RentRequest } from "../../domain/requests.schema.ts";
import type { RequestContext } from "../lists/context.ts";
import { formatDay } from "../rentWork/days.ts";
import { requestMoveMail, type Subject } from "../rentWork/mails.ts";
import { sendOffer } from "../rentWork/work.ts";
import { recordWork } from "../writes/recordWork.ts";
import { checkStay } from "./bookings.ts";
import { rentRequestList } from "./list.ts";
import { rentRequests } from "./schema.ts";

/** Rent requests at work (docs/statuses.md#rent-and-event-requests). */
export const rentRequestWork = recordWork<RentRequest, RequestMove>({
  resource: "rentRequests",
  auditName: "rentRequest",
  table: rentRequests,
  list: rentRequestList,
  canMove: canMoveRequest,
  reasonRequired: REQUEST_REASON_REQUIRED,
  takenInCharge: "inProgress",
  onMove: async (scope, before, to, move) => {
    if (to === "confirmed") await checkStay(scope, before, move.overrideHold);
  },
  mailOfMove: (_before, after, note) => requestMoveMail("rentRequests", after, note, rentSubject),
});

/**
 * The offer of a rent request: refused while its stay overlaps a confirmed one
 * (docs/statuses.md#bookings), or one another request's offer holds unless overridden
 * (docs/statuses.md#offer-holds).
 */
export const sendRentOffer = (
  id: string,
  context: RequestContext,
  input: z.output<typeof offerInput>,
) =>
  sendOffer(rentRequestWork, rentSubject, id, context, input, (scope, before, body) =>
    checkStay(scope, before, body.overrideHold),
  );

/** The model (in the customer's language) and the stay, as the customer's mails name them. */
export const rentSubject: Subject<RentRequest> = (request, language: Language) => ({
  what: request.rentModel
    ? language === "it"
      ? request.rentModel.nameIt
      : request.rentModel.nameEn
    : request.modelName,
  dates: `${formatDay(request.departureAt, language)} – ${formatDay(request.returnAt, language)}`,
});
