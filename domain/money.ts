/** Money is stored and sent in integer euro cents (docs/quotes.md); forms edit euros. */

export const CURRENCY = "EUR";

export const centsFromEuros = (euros: number): number => Math.round(euros * 100);
export const eurosFromCents = (cents: number): number => cents / 100;

const formatters = new Map<string, Intl.NumberFormat>();

/** Integer cents as EUR with the language's separators (docs/formats.md): `1.250,00 €`, `€1,250.00`. */
export const formatMoney = (cents: number, language: string): string => {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, { style: "currency", currency: CURRENCY });
    formatters.set(language, formatter);
  }
  return formatter.format(eurosFromCents(cents));
};
