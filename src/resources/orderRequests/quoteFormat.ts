import type { Quote } from "../../../domain/orderWork.schema";
import type { QuoteTotals } from "../../../domain/quote";
import { useFormat } from "../../format";

const percentFormats = new Map<string, Intl.NumberFormat>();

/** A percentage as typed (22, 33.33) in the language's way: `33.33%`, `33,33%`. */
const formatPercent = (value: number, language: string) => {
  let format = percentFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 2 });
    percentFormats.set(language, format);
  }
  return format.format(value / 100);
};

/** The figures a quote shows, in display order, each as a label key and its text. */
export type QuoteFigure = { key: string; text: string };

/** What was typed into a quote: the fields of the quote builder. */
export const QUOTE_INPUTS = [
  "shippingCents",
  "customizationCents",
  "vatPercent",
  "splitPercent",
] as const;

/** The computed figures (docs/quotes.md), in the order a reader adds them up. */
export const QUOTE_TOTALS = [
  "subtotalCents",
  "taxableCents",
  "vatCents",
  "totalCents",
  "sellerShareCents",
  "platformFeeCents",
] as const satisfies readonly (keyof QuoteTotals)[];

type QuoteField = (typeof QUOTE_INPUTS)[number] | (typeof QUOTE_TOTALS)[number];

/** Money and percentages of a quote in the UI language (docs/formats.md). */
export function useQuoteFormat() {
  const format = useFormat();
  const text = (field: QuoteField, value: number) =>
    field === "vatPercent" || field === "splitPercent"
      ? formatPercent(value, format.language)
      : format.money(value);
  return {
    text,
    totals: (totals: QuoteTotals): QuoteFigure[] =>
      QUOTE_TOTALS.map((key) => ({ key, text: text(key, totals[key]) })),
    inputs: (quote: Quote): QuoteFigure[] =>
      QUOTE_INPUTS.map((key) => ({ key, text: text(key, quote[key]) })),
  };
}
