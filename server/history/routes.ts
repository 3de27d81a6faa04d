import { z } from "zod";
import { errorBody, successEnvelope } from "../../domain/api.schema.ts";
import { mentionable } from "../../domain/notifications.schema.ts";
import { historyEntry, internalNoteInput } from "../../domain/orderWork.schema.ts";
import type { UserType } from "../../domain/userTypes.ts";
import type { App } from "../appInstance.ts";
import { requestContext } from "../lists/context.ts";
import { mailedEnvelope, mailedMessage } from "../outbox/answer.ts";
import type { RecordWork, StatusMove, WorkedItem } from "../writes/recordWork.ts";
import { type HistoryVersions, historyOf } from "./service.ts";

const idParams = z.object({ id: z.uuid({ error: "invalid" }) });

export interface RecordWorkRoutesOptions<
  Item extends WorkedItem,
  Move extends StatusMove<Item["status"]> = StatusMove<Item["status"]>,
> extends HistoryVersions {
  /** The record's path, singular: `/order/request`, `/order`. */
  path: string;
  tag: string;
  title: string;
  userTypes: readonly UserType[];
  item: z.ZodType<Item>;
  moveInput: z.ZodType<Move>;
  /** What the move route's description adds to the machine's (a resource's own 409s). */
  moveRefusals?: string;
}

/**
 * A worked record's status move, internal notes and history (docs/api.md#shop-work), in the
 * caller's scope: another seller's id answers 404 on every one.
 */
export const recordWorkRoutes = <
  Item extends WorkedItem,
  Move extends StatusMove<Item["status"]> = StatusMove<Item["status"]>,
>(
  app: App,
  work: RecordWork<Item, Move>,
  options: RecordWorkRoutesOptions<Item, Move>,
) => {
  const config = { userTypes: options.userTypes };
  const summary = (what: string) => ({ tags: [options.tag], summary: `${options.title}: ${what}` });
  const { resource } = work.definition;

  app.post(
    `${options.path}/:id/status`,
    {
      config,
      schema: {
        ...summary("move to another status"),
        description: `Only the moves of the resource's machine (domain/orders.ts, domain/rentWork.ts): any other answers 409 \`illegalMove\`; a reason (\`note\`) is required where the machine says (400). A stale \`version\` answers 409 \`staleVersion\`. The customer's mail (in their language) is queued with the move and tried at once: \`mails\` says whether it went (docs/mail.md).${options.moveRefusals ? ` ${options.moveRefusals}` : ""}`,
        params: idParams,
        body: options.moveInput,
        response: {
          200: mailedEnvelope(options.item),
          400: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => {
      const input = request.body as Move;
      const { after, mails } = await work.move(request.params.id, requestContext(request), input);
      const message = mailedMessage(mails, {
        sent: "shopWork:statusChanged",
        queued: "shopWork:statusChangedMailQueued",
      });
      return { message: request.t(message), data: after, mails };
    },
  );

  app.post(
    `${options.path}/:id/notes`,
    {
      config,
      schema: {
        ...summary("add an internal note"),
        description:
          "A back-office line in the history: never shown or mailed to the customer. `mentions` names back-office users who may open the record (`GET …/:id/mentionable`); each gets a notification (docs/api.md#notifications); anyone else answers 400 on `mentions`.",
        params: idParams,
        body: internalNoteInput,
        response: { 201: successEnvelope(z.array(historyEntry)), 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await work.addNote(id, requestContext(request), request.body);
      reply.status(201);
      return {
        message: request.t("shopWork:noteAdded"),
        data: await historyOf(app.db, { resource, id }, options),
      };
    },
  );

  app.get(
    `${options.path}/:id/mentionable`,
    {
      config,
      schema: {
        ...summary("who a note may mention"),
        description:
          "The back-office users who may open the record, by name, the caller left out: staff who work with the resource, and its own seller.",
        params: idParams,
        response: { 200: successEnvelope(z.array(mentionable)), 404: errorBody },
      },
    },
    async (request) => ({
      message: request.t("notifications:mentionableListed"),
      data: await work.mentionable(request.params.id, requestContext(request)),
    }),
  );

  app.get(
    `${options.path}/:id/history`,
    {
      config,
      schema: {
        ...summary("history"),
        description:
          "Status changes, quote or offer versions, internal notes and the customer mails with their states (kind `mail`, docs/mail.md), oldest first, with who (null: the customer) and when.",
        params: idParams,
        response: { 200: successEnvelope(z.array(historyEntry)), 404: errorBody },
      },
    },
    async (request) => {
      const { id } = request.params;
      await work.definition.list.find(id, requestContext(request));
      return {
        message: request.t("shopWork:historyLoaded"),
        data: await historyOf(app.db, { resource, id }, options),
      };
    },
  );
};
