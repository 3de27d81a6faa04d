import type { PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import { errorBody } from "../../domain/api.schema.ts";
import type { QueuedMailState } from "../../domain/mailOutbox.schema.ts";
import { offerInput, type RequestMove, requestMoveInput } from "../../domain/rentWork.schema.ts";
import { REQUEST_STATUSES } from "../../domain/rentWork.ts";
import type { UserType } from "../../domain/userTypes.ts";
import type { App } from "../appInstance.ts";
import { recordWorkRoutes } from "../history/routes.ts";
import { type RequestContext, requestContext } from "../lists/context.ts";
import type { List } from "../lists/define.ts";
import { statusCountsRoute } from "../lists/statusCounts.ts";
import { mailedEnvelope, mailedMessage } from "../outbox/answer.ts";
import type { RecordWork } from "../writes/recordWork.ts";
import type { MailedRequest } from "./mails.ts";
import { offersById } from "./offers.ts";
import type { RentWorkedItem } from "./work.ts";

/** What the offer and the confirmation say of holds (docs/api.md#holds). */
const HOLDS =
  "An offer holds its request's stay (rent) or guests' seats (event) until its `validUntil`, inclusive, while the request is in Offer sent and the offer is current; an expired, replaced or declined offer holds nothing. Overlapping another request's held stay, or needing seats another offer holds, answers 409 `bookingHeld`, naming the holder in `holder` (`_id`, `number`, `validUntil`), unless the body carries `overrideHold: { reason }`: then it goes ahead and the override is written in both requests' histories (`holdOverride`, `holdOverridden`); an empty reason answers 400 on `overrideHold.reason`. Offers and confirmations of one model or event are serialised by a lock on its row, so of two at once over the same stay or last seats exactly one passes.";

const idParams = z.object({ id: z.uuid({ error: "invalid" }) });

/** `GET …/count-by-status` of the rent line's lists: every status, 0 included. */
export const requestStatusCounts = z.record(z.enum(REQUEST_STATUSES), z.number().int());

type Item = RentWorkedItem & MailedRequest;

export interface RentWorkRoutesOptions<Request extends Item> {
  /** The record's path, singular: `/request`, `/event/request`. */
  path: string;
  tag: string;
  title: string;
  userTypes: readonly UserType[];
  item: z.ZodType<Request>;
  list: List<Request>;
  statusColumn: PgColumn;
  sendOffer(
    id: string,
    context: RequestContext,
    input: z.output<typeof offerInput>,
  ): Promise<{ after: Request; mails: QueuedMailState[] }>;
}

/**
 * A rent or event request's work (docs/api.md#rent-work): the lists' status tabs, the offer, and
 * the shop line's moves, notes and history with the rent machine. Every committed change
 * refreshes lists and badges (its unit of work); its customer mail was queued with it (docs/mail.md).
 */
export const rentWorkRoutes = <Request extends Item>(
  app: App,
  work: RecordWork<Request, RequestMove>,
  options: RentWorkRoutesOptions<Request>,
) => {
  const { path, tag, userTypes, item } = options;
  statusCountsRoute(app, options.list, {
    path,
    tag,
    userTypes,
    title: options.title,
    column: options.statusColumn,
    statuses: REQUEST_STATUSES,
    counts: requestStatusCounts,
  });

  app.put(
    `${path}/:id/offer`,
    {
      config: { userTypes },
      schema: {
        tags: [tag],
        summary: `${options.title}: send the offer (or send it again)`,
        description: `Stores the offer as the next version and moves the request to Offer sent, and queues the customer's mail (in their language) with it; \`mails\` says whether it went at once (docs/mail.md). Only from In progress or Offer sent (else 409 \`illegalMove\`); while an offer is current, 409 \`offerExists\` unless \`replaceOffer: true\`; \`validUntil\` today or later (400). A rent request whose stay overlaps a confirmed stay of its model answers 409 \`bookingClash\`. ${HOLDS} A stale \`version\` answers 409 \`staleVersion\`.`,
        params: idParams,
        body: offerInput,
        response: { 200: mailedEnvelope(item), 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const { id } = request.params as { id: string };
      const body = request.body as z.output<typeof offerInput>;
      const { after, mails } = await options.sendOffer(id, requestContext(request), body);
      const message = mailedMessage(mails, {
        sent: "rentWork:offerSent",
        queued: "rentWork:offerQueued",
      });
      return { message: request.t(message), data: after, mails };
    },
  );

  recordWorkRoutes(app, work, {
    path,
    tag,
    title: options.title,
    userTypes,
    item,
    moveInput: requestMoveInput,
    moveRefusals: `Confirming: a rent request whose stay overlaps a confirmed stay of its model answers 409 \`bookingClash\`, an event request beyond the event's capacity 409 \`capacityExceeded\`. ${HOLDS}`,
    offersOf: (ids) => offersById(app.db, ids),
  });
};
