import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { MAIL_STATES } from "../../domain/mailOutbox.schema.ts";

/**
 * The mails to customers (docs/mail.md), written in the transaction of the change they report,
 * so the change and its mail are kept or dropped together, and delivered after commit by
 * whichever instance claims them first. Subject and text are rendered when queued, in the
 * customer's language, so a retry sends exactly what the change said.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey(),
    recipient: text("recipient").notNull(),
    language: text("language").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    /** The record the mail belongs to (its history shows it): a Refine resource name and id. */
    resource: text("resource"),
    recordId: uuid("record_id"),
    state: text("state", { enum: MAIL_STATES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    /** The instance trying it, until when: past that, another instance may claim it again. */
    claimedBy: text("claimed_by"),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The Message-ID header, the same at every try: a receiver keeps one copy of a re-send. */
    messageId: text("message_id").notNull(),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
    /** Once sent, the address and the words are blanked: the answer to an account's deletion. */
    forgetWhenSent: boolean("forget_when_sent").notNull().default(false),
  },
  (table) => [
    index("mail_outbox_due_idx").on(table.state, table.nextAttemptAt),
    index("mail_outbox_record_idx").on(table.resource, table.recordId),
  ],
);

export type OutboxRow = typeof mailOutbox.$inferSelect;
