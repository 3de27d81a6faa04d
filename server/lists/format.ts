import dayjs from "dayjs";
import type { SQLWrapper } from "drizzle-orm";
import "dayjs/locale/it.js";
import utc from "dayjs/plugin/utc.js";
import { eurosFromCents, formatMoney } from "../../domain/money.ts";
import type { RequestContext } from "./context.ts";

dayjs.extend(utc);

/**
 * How a cell is shown: `money` is integer cents (docs/quotes.md), `date` a day, `datetime` an
 * instant (shown in UTC: a file has no browser time zone), `boolean` Yes/No in the caller's
 * language. CSV gets the text people read; XLSX typed cells with a number format.
 */
export type CellFormat = "text" | "number" | "money" | "date" | "datetime" | "boolean";

export type CellValue = string | number | boolean | Date | null | undefined;

export interface ExportColumn<Item> {
  /** Translation key of the header, e.g. "catalogue:columns.price". */
  header: string;
  value(item: Item, context: RequestContext): CellValue;
  /**
   * The same value in SQL, over the list's table and its `cellJoins`. When every column has one,
   * a CSV export on PostgreSQL is a COPY that PostgreSQL writes itself (csvByCopy.ts).
   */
  sql?(context: RequestContext): SQLWrapper;
  format?: CellFormat;
  /** XLSX column width in characters. */
  width?: number;
}

/** docs/formats.md formats, as the SPA shows them. */
export const DATE_FORMAT = "DD MMM, YYYY";
export const DATETIME_FORMAT = "DD/MM/YYYY hh:mm A";

// An ISO instant with its offset means the same moment whatever the server's time zone.
const ZONED_ISO = /^\d{4}-\d\d-\d\dT[\d:.]+(Z|[+-]\d\d:?\d\d)$/;

/** The instant of a cell, read in UTC as dayjs.utc reads it; the common cases skip dayjs. */
const instant = (value: CellValue): Date => {
  if (value instanceof Date) return value;
  if (typeof value === "string" && ZONED_ISO.test(value)) return new Date(value);
  return dayjs.utc(typeof value === "boolean" ? undefined : value).toDate();
};

export interface CalendarWords {
  months: string[];
  meridiem: [string, string];
}

/**
 * A language's month abbreviations and AM/PM, taken once from dayjs's locale: formatting 100,000
 * dates through dayjs costs more than the rest of a CSV export.
 */
const calendarWords = new Map<string, CalendarWords>();
export const calendarWordsOf = (language: string): CalendarWords => {
  let words = calendarWords.get(language);
  if (!words) {
    const at = (month: number, hour: number) =>
      dayjs.utc(Date.UTC(2001, month, 1, hour)).locale(language);
    words = {
      months: Array.from({ length: 12 }, (_, month) => at(month, 0).format("MMM")),
      meridiem: [at(0, 0).format("A"), at(0, 12).format("A")],
    };
    calendarWords.set(language, words);
  }
  return words;
};

const two = (n: number) => (n < 10 ? `0${n}` : String(n));
const year = (date: Date) => String(date.getUTCFullYear()).padStart(4, "0");

/** DATE_FORMAT in the language: `05 Nov, 2026`, `05 nov, 2026`. */
const dateText = (date: Date, language: string) =>
  `${two(date.getUTCDate())} ${calendarWordsOf(language).months[date.getUTCMonth()]}, ${year(date)}`;

/** DATETIME_FORMAT in the language: `05/11/2026 03:07 PM`. */
const datetimeText = (date: Date, language: string) => {
  const hours = date.getUTCHours();
  return `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}/${year(date)} ${two(hours % 12 || 12)}:${two(date.getUTCMinutes())} ${calendarWordsOf(language).meridiem[hours < 12 ? 0 : 1]}`;
};

/**
 * What a cell's text depends on besides its value: the caller's language and its words for
 * Yes/No, taken from the request once, so that a worker thread can write cells without it.
 */
export interface CellWords {
  language: string;
  yes: string;
  no: string;
}

export const cellWordsOf = (context: Pick<RequestContext, "language" | "t">): CellWords => ({
  language: context.language,
  yes: context.t("lists:yes"),
  no: context.t("lists:no"),
});

/** The text a person reads in a CSV cell. */
export const cellText = (value: CellValue, format: CellFormat, words: CellWords): string => {
  if (value === null || value === undefined || value === "") return "";
  switch (format) {
    case "money":
      return formatMoney(Number(value), words.language);
    case "date":
    case "datetime": {
      const date = instant(value);
      if (Number.isNaN(date.getTime())) return "Invalid Date";
      return format === "date"
        ? dateText(date, words.language)
        : datetimeText(date, words.language);
    }
    case "boolean":
      return value ? words.yes : words.no;
    default:
      return String(value);
  }
};

/** The typed value of an XLSX cell (numbers stay numbers, dates become dates). */
export const cellValue = (
  value: CellValue,
  format: CellFormat,
  context: RequestContext,
): string | number | Date | null => {
  if (value === null || value === undefined || value === "") return null;
  switch (format) {
    case "money":
      return eurosFromCents(Number(value));
    case "number":
      return Number(value);
    case "date":
    case "datetime":
      return instant(value);
    case "boolean":
      return context.t(value ? "lists:yes" : "lists:no");
    default:
      return value instanceof Date ? value.toISOString() : String(value);
  }
};

/** Excel number formats of the typed cells. */
export const XLSX_NUMBER_FORMATS: Partial<Record<CellFormat, string>> = {
  money: '#,##0.00 "€"',
  date: "dd mmm yyyy",
  datetime: "dd/mm/yyyy hh:mm AM/PM",
};
