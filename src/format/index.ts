import { useLanguage } from "../providers/i18n";
import { countryName } from "./countries";
import { formatDate, formatDateTime } from "./dates";
import { formatMoney } from "./money";
import { type Bilingual, inLanguage } from "./names";

export { COUNTRY_CODES, countryName, countryOptions } from "./countries";
export {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  dayOf,
  dayRangeUtc,
  formatDate,
  formatDateTime,
} from "./dates";
export { formatMoney } from "./money";
export { type Bilingual, inLanguage } from "./names";

/**
 * The formatters of docs/formats.md bound to the UI language; the caller re-renders when the
 * language changes, so dates, money and names switch with the rest of the screen.
 */
export function useFormat() {
  const language = useLanguage();
  return {
    language,
    date: formatDate,
    dateTime: formatDateTime,
    money: (cents: number | null | undefined) => formatMoney(cents, language),
    /** An ISO 3166-1 code as the country's name in the UI language. */
    country: (code: string) => countryName(code, language),
    name: <K extends string = "name">(record: Bilingual<K>, field = "name" as K) =>
      inLanguage(record, field, language),
  };
}
