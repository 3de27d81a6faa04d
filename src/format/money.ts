import { CURRENCY, eurosFromCents } from "../../domain/money";

const formatters = new Map<string, Intl.NumberFormat>();

const formatterFor = (language: string): Intl.NumberFormat => {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, { style: "currency", currency: CURRENCY });
    formatters.set(language, formatter);
  }
  return formatter;
};

/** Integer cents as EUR with the language's separators (decision D11): `1.250,00 €`, `€1,250.00`. */
export const formatMoney = (cents: number | null | undefined, language: string): string =>
  cents === null || cents === undefined ? "" : formatterFor(language).format(eurosFromCents(cents));
