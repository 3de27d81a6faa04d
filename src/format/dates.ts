import dayjs from "dayjs";
// The dayjs locale follows the UI language (providers/dates): month names are translated.
import "../providers/dates";

/** Decision docs/formats.md: dates are stored in UTC and shown in the browser's time zone. */
export const DATE_FORMAT = "DD MMM, YYYY";
export const DATE_TIME_FORMAT = "DD/MM/YYYY hh:mm A";

/** `12 Mar, 2026` in the browser's zone; an empty string for no date. */
export const formatDate = (value: string | Date | null | undefined): string =>
  value ? dayjs(value).format(DATE_FORMAT) : "";

/** `12/03/2026 04:30 PM` in the browser's zone. */
export const formatDateTime = (value: string | Date | null | undefined): string =>
  value ? dayjs(value).format(DATE_TIME_FORMAT) : "";

/**
 * A calendar day (`YYYY-MM-DD`) as the UTC instants a date-range filter covers (docs/formats.md):
 * from 00:00:00.000 of the first day to 23:59:59.999 of the last, whatever the browser's zone.
 */
export const dayRangeUtc = (from: string, to: string): [string, string] => [
  `${from}T00:00:00.000Z`,
  `${to}T23:59:59.999Z`,
];

/** The calendar day of an ISO instant or date, as a date-range filter stored it (`YYYY-MM-DD`). */
export const dayOf = (value: string): string => value.slice(0, 10);
