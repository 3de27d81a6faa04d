import { z } from "zod";

/**
 * A mail's life in the outbox (docs/mail.md): queued by the write that caused it, sending while
 * an instance holds it, sent, retrying after a failed try (with the next try's time), failed once
 * the last try failed. Staff may queue a failed one again.
 */
export const MAIL_STATES = ["queued", "sending", "sent", "retrying", "failed"] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** What a write's answer says of the mail it queued: gone already, or waiting in the outbox. */
export const queuedMail = z.object({
  _id: z.string(),
  state: z.enum(MAIL_STATES),
});
export type QueuedMailState = z.infer<typeof queuedMail>;

/** A mail as a record's history shows it. */
export const outboxMail = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  state: z.enum(MAIL_STATES),
  attempts: z.number().int(),
  /** The last try's error, as the mail server said it (no address, no password). */
  lastError: z.string().nullable(),
  /** When a retrying mail is tried again. */
  nextAttemptAt: z.iso.datetime().nullable(),
  sentAt: z.iso.datetime().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMail>;

/** Whether every mail a write queued has gone: the answer then says "sent", else "queued for sending". */
export const allMailsSent = (mails: readonly QueuedMailState[]) =>
  mails.every((mail) => mail.state === "sent");
