import { and, asc, eq } from "drizzle-orm";
import type { HistoryEntry, Quote } from "../../domain/orderWork.schema.ts";
import type { Offer } from "../../domain/rentWork.schema.ts";
import type { Database } from "../db/client.ts";
import { mailsInHistory } from "../outbox/history.ts";
import { refundsInHistory } from "../refunds/history.ts";
import { userFullName } from "../users/fullName.ts";
import { users } from "../users/schema.ts";
import { paymentWebhooks } from "../webhooks/schema.ts";
import { historyEntries, type NewHistoryEntry } from "./schema.ts";

/** One line of a record's history, unsent: a unit of work appends it to its lines. */
export const historyLine = (db: Database, entry: NewHistoryEntry) =>
  db.insert(historyEntries).values(entry);

/** Adds one line to a record's history; call it in the change's own transaction. */
export const addHistoryEntry = async (db: Database, entry: NewHistoryEntry): Promise<void> => {
  await historyLine(db, entry);
};

/** Reads the versions a history's entries name, by their ids, in one query. */
export interface HistoryVersions {
  /** The quote versions of quote entries (the resource's own quote table). */
  quotesOf?: (ids: readonly string[]) => Promise<Map<string, Quote>>;
  /** The offer versions of offer entries (request_offers). */
  offersOf?: (ids: readonly string[]) => Promise<Map<string, Offer>>;
}

const versionsNamed = async <Version>(
  ids: (string | null)[],
  read: ((ids: readonly string[]) => Promise<Map<string, Version>>) | undefined,
) => {
  const named = ids.flatMap((id) => (id ? [id] : []));
  return read && named.length ? await read(named) : new Map<string, Version>();
};

/**
 * A record's history, oldest first, with who did each thing and the versions it sent, and the
 * mails its changes queued (after the change that queued each: same time, stable order).
 */
export const historyOf = async (
  db: Database,
  record: { resource: string; id: string },
  versions: HistoryVersions = {},
): Promise<HistoryEntry[]> => {
  const rows = await db
    .select({
      row: historyEntries,
      by: {
        _id: users.id,
        fullName: userFullName.as("by_full_name"),
      },
      payment: {
        webhookId: paymentWebhooks.id,
        eventType: paymentWebhooks.eventType,
        externalTransactionId: paymentWebhooks.externalTransactionId,
      },
    })
    .from(historyEntries)
    .leftJoin(users, eq(users.id, historyEntries.byUserId))
    .leftJoin(paymentWebhooks, eq(paymentWebhooks.id, historyEntries.webhookId))
    .where(
      and(eq(historyEntries.resource, record.resource), eq(historyEntries.recordId, record.id)),
    )
    .orderBy(asc(historyEntries.at), asc(historyEntries.id));
  const quotes = await versionsNamed(
    rows.map(({ row }) => row.quoteId),
    versions.quotesOf,
  );
  const offers = await versionsNamed(
    rows.map(({ row }) => row.offerId),
    versions.offersOf,
  );
  const entries: HistoryEntry[] = rows.map(({ row, by, payment }) => ({
    _id: row.id,
    kind: row.kind,
    at: row.at.toISOString(),
    by: by?._id ? by : null,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    note: row.note,
    quote: row.quoteId ? (quotes.get(row.quoteId) ?? null) : null,
    offer: row.offerId ? (offers.get(row.offerId) ?? null) : null,
    payment: payment?.webhookId ? payment : null,
    mail: null,
    refund: null,
    related:
      row.relatedRecordId && row.relatedNumber !== null
        ? { _id: row.relatedRecordId, number: row.relatedNumber }
        : null,
  }));
  const mails = await mailsInHistory(db, record);
  const refunds = await refundsInHistory(db, record);
  return [...entries, ...mails, ...refunds].sort((a, b) => a.at.localeCompare(b.at));
};
