import { useLanguage } from "../providers/i18n";
import { formatDate, formatDateTime } from "./dates";
import { formatMoney } from "./money";
import { type Bilingual, inLanguage } from "./names";

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
 * The formatters of decision D11 bound to the UI language; the caller re-renders when the
 * language changes, so dates, money and names switch with the rest of the screen.
 */
export function useFormat() {
  const language = useLanguage();
  return {
    language,
    date: formatDate,
    dateTime: formatDateTime,
    money: (cents: number | null | undefined) => formatMoney(cents, language),
    name: <K extends string = "name">(record: Bilingual<K>, field = "name" as K) =>
      inLanguage(record, field, language),
  };
}
