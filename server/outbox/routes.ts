import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { RESOURCE_USERS, type ResourceName } from "../../domain/access.ts";
import { errorBody } from "../../domain/api.schema.ts";
import { STAFF_USER_TYPES, type UserType } from "../../domain/userTypes.ts";
import { recordChange } from "../audit/service.ts";
import { requestContext } from "../lists/context.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { unitOfWork } from "../writes/unitOfWork.ts";
import { mailedEnvelope, mailedMessage } from "./answer.ts";
import { queueFailedMailAgain } from "./queue.ts";
import { mailOutbox } from "./schema.ts";

const notFound = () => new HttpProblem(404, "errors:notFound");

/** Whether this user type may see the record the mail belongs to (a deletion request: admins). */
const mayReach = (resource: string | null, type: UserType) =>
  resource !== null &&
  (RESOURCE_USERS[resource as ResourceName] as readonly UserType[] | undefined)?.includes(type) ===
    true;

/** Staff send a customer mail again once its last try failed (docs/mail.md). */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/mail/:id/resend",
    {
      config: { userTypes: STAFF_USER_TYPES },
      schema: {
        tags: ["mail"],
        summary: "Send a failed customer mail again",
        description:
          "Queues the mail again with fresh tries and the same Message-ID, audited, and tries it at once; `mails` says whether it went. Only a mail whose last try failed (else 409 `mailNotFailed`); a mail of a record the caller may not see answers 404. Staff only (403 for sellers).",
        params: z.object({ id: z.uuid({ error: "invalid" }) }),
        response: {
          200: mailedEnvelope(z.null()),
          403: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { mails: states } = await unitOfWork(requestContext(request), async (unit) => {
        const [mail] = await unit.db
          .select({ resource: mailOutbox.resource, state: mailOutbox.state })
          .from(mailOutbox)
          .where(eq(mailOutbox.id, id));
        if (!mail || !mayReach(mail.resource, request.user.type)) throw notFound();
        const queued = await queueFailedMailAgain(unit, id);
        if (!queued) throw new HttpProblem(409, "errors:mailNotFailed");
        await recordChange(unit.db, {
          userId: request.user.id,
          action: "update",
          resource: "mail",
          recordId: id,
          before: { state: mail.state },
          after: { state: queued.state, record: { resource: mail.resource, id: queued.recordId } },
          address: request.ip,
        });
        // The record's page shows its mails in its history: it refreshes.
        if (mail.resource && queued.recordId) {
          unit.changed({ resource: mail.resource, type: "updated", id: queued.recordId });
        }
      });
      const message = mailedMessage(states, {
        sent: "shopWork:mailSent",
        queued: "shopWork:mailQueued",
      });
      return { message: request.t(message), data: null, mails: states };
    },
  );
};
