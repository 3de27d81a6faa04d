import type { QuoteInput, QuoteTotals } from "../../domain/quote.ts";

/**
 * The quote arithmetic's awkward cases (docs/quotes.md), worked out by hand: the server's stored
 * figures and the quote builder's live totals are both tested against this one table.
 */
export const QUOTE_CASES: { name: string; input: QuoteInput; expected: QuoteTotals }[] = [
  {
    name: "one cent at 33.33 % VAT rounds the VAT down to nothing",
    input: {
      unitPriceCents: 1,
      quantity: 1,
      shippingCents: 0,
      customizationCents: 0,
      vatPercent: 33.33,
      splitPercent: 50,
    },
    expected: {
      subtotalCents: 1,
      taxableCents: 1,
      vatCents: 0,
      totalCents: 1,
      sellerShareCents: 1,
      platformFeeCents: 0,
    },
  },
  {
    name: "0.9999 of a cent rounds up to one",
    input: {
      unitPriceCents: 3,
      quantity: 1,
      shippingCents: 0,
      customizationCents: 0,
      vatPercent: 33.33,
      splitPercent: 33.33,
    },
    expected: {
      subtotalCents: 3,
      taxableCents: 3,
      vatCents: 1,
      totalCents: 4,
      sellerShareCents: 1,
      platformFeeCents: 2,
    },
  },
  {
    name: "half a cent rounds up",
    input: {
      unitPriceCents: 50,
      quantity: 3,
      shippingCents: 0,
      customizationCents: 0,
      vatPercent: 1,
      splitPercent: 0,
    },
    expected: {
      subtotalCents: 150,
      taxableCents: 150,
      vatCents: 2,
      totalCents: 152,
      sellerShareCents: 0,
      platformFeeCents: 150,
    },
  },
  {
    name: "quantity 1,000 with shipping and customization at 22 %",
    input: {
      unitPriceCents: 1999,
      quantity: 1000,
      shippingCents: 2500,
      customizationCents: 1234,
      vatPercent: 22,
      splitPercent: 80,
    },
    expected: {
      subtotalCents: 1_999_000,
      taxableCents: 2_002_734,
      vatCents: 440_601,
      totalCents: 2_443_335,
      sellerShareCents: 1_602_187,
      platformFeeCents: 400_547,
    },
  },
  {
    name: "no VAT and the whole taxable amount to the seller",
    input: {
      unitPriceCents: 100_000,
      quantity: 2,
      shippingCents: 0,
      customizationCents: 0,
      vatPercent: 0,
      splitPercent: 100,
    },
    expected: {
      subtotalCents: 200_000,
      taxableCents: 200_000,
      vatCents: 0,
      totalCents: 200_000,
      sellerShareCents: 200_000,
      platformFeeCents: 0,
    },
  },
  {
    name: "VAT just under 100 % and a split with a half cent",
    input: {
      unitPriceCents: 12_345,
      quantity: 7,
      shippingCents: 999,
      customizationCents: 1,
      vatPercent: 99.99,
      splitPercent: 12.5,
    },
    expected: {
      subtotalCents: 86_415,
      taxableCents: 87_415,
      vatCents: 87_406,
      totalCents: 174_821,
      sellerShareCents: 10_927,
      platformFeeCents: 76_488,
    },
  },
  {
    name: "the dearest price times 1,000 stays exact",
    input: {
      unitPriceCents: 10_000_000_000,
      quantity: 1000,
      shippingCents: 0,
      customizationCents: 0,
      vatPercent: 22,
      splitPercent: 70,
    },
    expected: {
      subtotalCents: 10_000_000_000_000,
      taxableCents: 10_000_000_000_000,
      vatCents: 2_200_000_000_000,
      totalCents: 12_200_000_000_000,
      sellerShareCents: 7_000_000_000_000,
      platformFeeCents: 3_000_000_000_000,
    },
  },
];
