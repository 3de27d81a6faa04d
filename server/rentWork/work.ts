import type { z } from "zod";
import type { Offer, offerInput } from "../../domain/rentWork.schema.ts";
import { canSendOffer, type RequestStatus } from "../../domain/rentWork.ts";
import type { RequestContext } from "../lists/context.ts";
import { invalidFields } from "../lists/index.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { illegalMove, type RecordWork } from "../writes/recordWork.ts";
import type { InUnit } from "../writes/unitOfWork.ts";
import { dayOf } from "./days.ts";
import { type MailedRequest, offerMail, type Subject } from "./mails.ts";
import { storeOffer } from "./offers.ts";
import type { RentWorkResource } from "./schema.ts";

/** What a rent or event request carries for its work. */
export interface RentWorkedItem {
  _id: string;
  status: RequestStatus;
  version: number;
  offer: Offer | null;
}

type OfferBody = z.output<typeof offerInput>;

const offerExists = () => new HttpProblem(409, "errors:offerExists");

/**
 * Sends an offer (docs/api.md#rent-work): only from OFFERABLE_STATUSES (409 illegalMove), a
 * current offer replaced only with `replaceOffer` (409 offerExists), valid until today or later
 * (400 on validUntil). `check` is the resource's own refusal (a booking clash, another request's
 * hold unless the body overrides it: docs/statuses.md#offer-holds), run after these.
 * The new version is stored and the request moves to Offer sent; the earlier stays in the history.
 * The offer's mail, naming the request's `subject`, is queued with it.
 */
export const sendOffer = <Item extends RentWorkedItem & MailedRequest>(
  work: RecordWork<Item>,
  subject: Subject<Item>,
  id: string,
  context: RequestContext,
  input: OfferBody,
  check?: (scope: InUnit<RequestContext>, before: Item, input: OfferBody) => Promise<void>,
) =>
  work.change(
    id,
    context,
    input.version,
    async (scope, before) => {
      if (!canSendOffer(before.status)) throw illegalMove();
      if (before.status === "offerSent" && before.offer && !input.replaceOffer) throw offerExists();
      if (input.validUntil < dayOf(context.now)) {
        throw invalidFields({ validUntil: "validUntilPast" });
      }
      await check?.(scope, before, input);
      const resource = work.definition.resource as RentWorkResource;
      const offerId = await storeOffer(scope.db, { resource, id }, input, context.user.id);
      await work.setStatus(scope, before, "offerSent", {
        kind: "offer",
        note: null,
        by: context.user.id,
        offerId,
      });
    },
    (_before, after) => offerMail(work.definition.resource, after, subject),
  );
