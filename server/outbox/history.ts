import { and, asc, eq } from "drizzle-orm";
import type { HistoryEntry } from "../../domain/orderWork.schema.ts";
import type { Database } from "../db/client.ts";
import { mailOutbox } from "./schema.ts";

/** A record's mails as lines of its history (kind `mail`), oldest first, each with its state. */
export const mailsInHistory = async (
  db: Database,
  record: { resource: string; id: string },
): Promise<HistoryEntry[]> => {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.resource, record.resource), eq(mailOutbox.recordId, record.id)))
    .orderBy(asc(mailOutbox.queuedAt), asc(mailOutbox.id));
  return rows.map((row) => ({
    _id: row.id,
    kind: "mail",
    at: row.queuedAt.toISOString(),
    by: null,
    fromStatus: null,
    toStatus: null,
    note: null,
    quote: null,
    offer: null,
    payment: null,
    related: null,
    refund: null,
    mail: {
      _id: row.id,
      to: row.recipient,
      subject: row.subject,
      state: row.state,
      attempts: row.attempts,
      lastError: row.lastError,
      nextAttemptAt: row.state === "retrying" ? row.nextAttemptAt.toISOString() : null,
      sentAt: row.sentAt?.toISOString() ?? null,
    },
  }));
};
