/**
 * Quote arithmetic (docs/quotes.md), the one function the quote builder's live totals, the server's
 * stored figures and the customer's mail all read. Plain TypeScript: the SPA imports it freely.
 *
 * Rounding, stated once: every amount is integer euro cents; percentages carry at most two
 * decimals and are taken as basis points (33.33 % = 3333). VAT and the seller's share are the only
 * products that can fall between cents; each is rounded half up to the cent once, and the platform
 * fee is what is left of the taxable amount, so share + fee always equals taxable exactly.
 * BigInt keeps the products exact past 2^53 (quantity 1,000 of a very dear piece).
 */

export interface QuoteInput {
  unitPriceCents: number;
  quantity: number;
  shippingCents: number;
  customizationCents: number;
  /** 0 ≤ VAT % < 100, at most two decimals. */
  vatPercent: number;
  /** 0–100, at most two decimals: the seller's share of the taxable amount. */
  splitPercent: number;
}

export interface QuoteTotals {
  subtotalCents: number;
  taxableCents: number;
  vatCents: number;
  totalCents: number;
  sellerShareCents: number;
  platformFeeCents: number;
}

export const VAT_PERCENT_LIMIT = 100;

const basisPoints = (percent: number) => BigInt(Math.round(percent * 100));

/** amount × basis points / 10,000, rounded half up (amounts are never negative). */
const percentOf = (amountCents: bigint, points: bigint) =>
  (amountCents * points + 5_000n) / 10_000n;

export const computeQuote = (input: QuoteInput): QuoteTotals => {
  const subtotal = BigInt(input.unitPriceCents) * BigInt(input.quantity);
  const taxable = subtotal + BigInt(input.customizationCents) + BigInt(input.shippingCents);
  const vat = percentOf(taxable, basisPoints(input.vatPercent));
  const sellerShare = percentOf(taxable, basisPoints(input.splitPercent));
  return {
    subtotalCents: Number(subtotal),
    taxableCents: Number(taxable),
    vatCents: Number(vat),
    totalCents: Number(taxable + vat),
    sellerShareCents: Number(sellerShare),
    platformFeeCents: Number(taxable - sellerShare),
  };
};

/**
 * The days a quote stays valid unless the user picks another last day
 * (docs/quotes.md#validity-and-holds).
 */
export const QUOTE_VALIDITY_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day (UTC, `YYYY-MM-DD`) of an instant: what a quote's `validUntil` is compared with. */
export const calendarDay = (instant: Date) => instant.toISOString().slice(0, 10);

/** A quote's last day when the user picks none: QUOTE_VALIDITY_DAYS after `sentAt`. */
export const defaultValidUntil = (sentAt: Date) =>
  calendarDay(new Date(sentAt.getTime() + QUOTE_VALIDITY_DAYS * DAY_MS));

/** Expired once its last day is over: derived from `validUntil` and the clock, never stored. */
export const isQuoteExpired = (validUntil: string, now: Date) => validUntil < calendarDay(now);

/**
 * A request shows Expired while it waits on a quote whose last day is over
 * (docs/quotes.md#validity-and-holds).
 */
export const isRequestQuoteExpired = (
  request: { status: string; quote: { validUntil: string } | null },
  now: Date,
) =>
  request.status === "quotationSent" &&
  request.quote !== null &&
  isQuoteExpired(request.quote.validUntil, now);
