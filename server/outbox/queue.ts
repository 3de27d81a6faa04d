import { randomUUID } from "node:crypto";
import { and, eq, type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { type CustomerMail, renderCustomerMail, type TranslateIn } from "../mail/customerMail.ts";
import { mailOutbox } from "./schema.ts";

/**
 * The mails one write queues (docs/mail.md): its transaction adds them, and once it has
 * committed the outbox tries them at once (Outbox.deliver).
 */
export interface MailsOfWrite {
  translate: TranslateIn;
  /** The host part of every Message-ID: MAIL_FROM's domain. */
  messageIdHost: string;
  queued: string[];
}

/** A write's transaction scope: its database handle and the mails it queues. */
export interface WriteScope {
  db: Database;
  mails?: MailsOfWrite;
  /** A unit of work's lines (server/writes/unitOfWork.ts): the mail is one of them. */
  append?(line: SQLWrapper): void;
}

/**
 * When the worker takes a queued mail that its writer has not tried: the writer tries it right
 * after its commit (Outbox.deliver), so the worker's rounds do not race it for the first try; it
 * only steps in when the writer could not (it stopped between commit and try).
 */
const WRITER_FIRST = sql`now() + interval '10 seconds'`;

/**
 * Queues a mail to a customer in the write's own transaction, rendered now in the customer's
 * language: the change and its mail are committed together or not at all.
 */
export const queueMail = async (scope: WriteScope, mail: CustomerMail): Promise<void> => {
  const { mails } = scope;
  // A programming error, not a refusal: a mail written outside a write would be sent on its own.
  if (!mails) throw new Error("a customer mail is queued inside a write (recordWork, recordEdits)");
  const { subject, text } = renderCustomerMail(mails.translate, mail);
  const id = randomUUID();
  const row = scope.db.insert(mailOutbox).values({
    id,
    recipient: mail.to,
    language: mail.language,
    subject,
    text,
    resource: mail.record.resource,
    recordId: mail.record.id,
    messageId: `<${id}@${mails.messageIdHost}>`,
    nextAttemptAt: WRITER_FIRST,
    forgetWhenSent: mail.forgetWhenSent ?? false,
  });
  if (scope.append) scope.append(row);
  else await row;
  mails.queued.push(id);
};

/**
 * Staff send a failed mail again: queued with fresh tries and the same Message-ID, in the
 * scope's transaction. Undefined when there is no such failed mail.
 */
export const queueFailedMailAgain = async (scope: WriteScope, id: string) => {
  const [row] = await scope.db
    .update(mailOutbox)
    .set({ state: "queued", attempts: 0, nextAttemptAt: WRITER_FIRST })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.state, "failed")))
    .returning();
  if (row) scope.mails?.queued.push(row.id);
  return row;
};

/** `Luxury Marketplace <no-reply@example.com>` → `example.com`. */
export const hostOfAddress = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
