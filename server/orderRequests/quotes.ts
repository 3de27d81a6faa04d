import { and, desc, eq, inArray, max, type SQL, sql } from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import type { Quote } from "../../domain/orderWork.schema.ts";
import { computeQuote } from "../../domain/quote.ts";
import type { Database } from "../db/client.ts";
import { userFullName } from "../users/fullName.ts";
import { users } from "../users/schema.ts";
import { orderRequestQuotes } from "./schema.ts";

type QuoteRow = typeof orderRequestQuotes.$inferSelect;

const quoteColumns = {
  row: orderRequestQuotes,
  sentBy: {
    _id: users.id,
    fullName: userFullName.as("sent_by_full_name"),
  },
};

const toQuote = ({
  row,
  sentBy,
}: {
  row: QuoteRow;
  sentBy: { _id: string; fullName: string } | null;
}): Quote => ({
  version: row.version,
  unitPriceCents: row.unitPriceCents,
  quantity: row.quantity,
  shippingCents: row.shippingCents,
  customizationCents: row.customizationCents,
  vatPercent: row.vatBasisPoints / 100,
  splitPercent: row.splitBasisPoints / 100,
  adminNote: row.adminNote,
  subtotalCents: row.subtotalCents,
  taxableCents: row.taxableCents,
  vatCents: row.vatCents,
  totalCents: row.totalCents,
  sellerShareCents: row.sellerShareCents,
  platformFeeCents: row.platformFeeCents,
  sentAt: row.sentAt.toISOString(),
  sentBy: sentBy?._id ? sentBy : null,
  validUntil: row.validUntil,
  heldPieces: row.heldPieces,
});

/** Who sent a request's current quote, beside the request's own seller in one select. */
const quoteSender = alias(users, "quote_sender");

/**
 * A request's current quote as columns of the request's own select (currentQuoteJoins), so one
 * record and its quote are one statement: `quote` is null before the first.
 */
export const currentQuoteColumns = {
  quote: orderRequestQuotes,
  quoteSentBy: {
    _id: quoteSender.id,
    fullName: sql<string>`${quoteSender.firstName} || ' ' || ${quoteSender.lastName}`.as(
      "quote_sent_by_full_name",
    ),
  },
};

/** The request's quotes again, to find the highest version among them. */
const versions = alias(orderRequestQuotes, "quote_versions");

/** The joins currentQuoteColumns read: the highest version of the request's quotes, its sender. */
export const currentQuoteJoins = (db: Database, orderRequestId: PgColumn) => ({
  quote: [
    orderRequestQuotes,
    and(
      eq(orderRequestQuotes.orderRequestId, orderRequestId),
      eq(
        orderRequestQuotes.version,
        db
          .select({ version: max(versions.version) })
          .from(versions)
          .where(eq(versions.orderRequestId, orderRequestId)),
      ),
    ) as SQL,
  ] as const,
  sender: [quoteSender, eq(quoteSender.id, orderRequestQuotes.sentBy)] as const,
});

/** The current quote read through currentQuoteColumns, as currentQuotes answers it. */
export const currentQuoteOf = (joined: {
  quote: QuoteRow | null;
  quoteSentBy: { _id: string; fullName: string } | null;
}): Quote | null =>
  joined.quote ? toQuote({ row: joined.quote, sentBy: joined.quoteSentBy }) : null;

/** The current (highest) quote of each request, one query for a whole page. */
export const currentQuotes = async (
  db: Database,
  orderRequestIds: readonly string[],
): Promise<Map<string, Quote>> => {
  if (orderRequestIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([orderRequestQuotes.orderRequestId], quoteColumns)
    .from(orderRequestQuotes)
    .leftJoin(users, eq(users.id, orderRequestQuotes.sentBy))
    .where(inArray(orderRequestQuotes.orderRequestId, [...orderRequestIds]))
    .orderBy(orderRequestQuotes.orderRequestId, desc(orderRequestQuotes.version));
  return new Map(rows.map((row) => [row.row.orderRequestId, toQuote(row)]));
};

/** Quote versions by their ids: what a history's quote entries carry. */
export const quotesById = async (
  db: Database,
  ids: readonly string[],
): Promise<Map<string, Quote>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(quoteColumns)
    .from(orderRequestQuotes)
    .leftJoin(users, eq(users.id, orderRequestQuotes.sentBy))
    .where(inArray(orderRequestQuotes.id, [...ids]));
  return new Map(rows.map((row) => [row.row.id, toQuote(row)]));
};

export interface QuoteTerms {
  shippingCents: number;
  customizationCents: number;
  vatPercent: number;
  splitPercent: number;
  adminNote: string | null;
  /** The last day the customer may pay it (`YYYY-MM-DD`). */
  validUntil: string;
}

/**
 * Stores the next version of a request's quote with the figures domain/quote.ts computes from
 * the request's frozen unit price and quantity, holding the request's quantity (the caller holds
 * the pieces in the same unit); returns its id. Sent when the transaction began.
 */
export const storeQuoteVersion = async (
  db: Database,
  request: { id: string; unitPriceCents: number; quantity: number },
  terms: QuoteTerms,
  sentBy: string | null,
): Promise<string> => {
  const [latest] = await db
    .select({ version: max(orderRequestQuotes.version) })
    .from(orderRequestQuotes)
    .where(eq(orderRequestQuotes.orderRequestId, request.id));
  const totals = computeQuote({
    unitPriceCents: request.unitPriceCents,
    quantity: request.quantity,
    ...terms,
  });
  const [stored] = await db
    .insert(orderRequestQuotes)
    .values({
      orderRequestId: request.id,
      version: (latest?.version ?? 0) + 1,
      unitPriceCents: request.unitPriceCents,
      quantity: request.quantity,
      shippingCents: terms.shippingCents,
      customizationCents: terms.customizationCents,
      vatBasisPoints: Math.round(terms.vatPercent * 100),
      splitBasisPoints: Math.round(terms.splitPercent * 100),
      adminNote: terms.adminNote,
      ...totals,
      sentBy,
      validUntil: terms.validUntil,
      heldPieces: request.quantity,
    })
    .returning({ id: orderRequestQuotes.id });
  if (!stored) throw new Error("quote not stored");
  return stored.id;
};
