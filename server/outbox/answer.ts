import type { z } from "zod";
import { successEnvelope } from "../../domain/api.schema.ts";
import { allMailsSent, type QueuedMailState, queuedMail } from "../../domain/mailOutbox.schema.ts";

/** The answer of a write that may mail the customer: the record, and where its mails stand. */
export const mailedEnvelope = <T extends z.ZodType>(item: T) =>
  successEnvelope(item).extend({ mails: queuedMail.array() });

/**
 * The answer's words: `sent` once every mail went (or none was due), `queued` while one waits in
 * the outbox, so a screen never says a mail went when it did not.
 */
export const mailedMessage = (
  mails: readonly QueuedMailState[],
  keys: { sent: string; queued: string },
) => (allMailsSent(mails) ? keys.sent : keys.queued);
