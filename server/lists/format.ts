import dayjs from "dayjs";
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
  format?: CellFormat;
  /** XLSX column width in characters. */
  width?: number;
}

/** docs/formats.md formats, as the SPA shows them. */
export const DATE_FORMAT = "DD MMM, YYYY";
export const DATETIME_FORMAT = "DD/MM/YYYY hh:mm A";

/** The text a person reads in a CSV cell. */
const instant = (value: CellValue) => dayjs.utc(typeof value === "boolean" ? undefined : value);

export const cellText = (value: CellValue, format: CellFormat, context: RequestContext): string => {
  if (value === null || value === undefined || value === "") return "";
  switch (format) {
    case "money":
      return formatMoney(Number(value), context.language);
    case "date":
      return instant(value).locale(context.language).format(DATE_FORMAT);
    case "datetime":
      return instant(value).locale(context.language).format(DATETIME_FORMAT);
    case "boolean":
      return context.t(value ? "lists:yes" : "lists:no");
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
      return instant(value).toDate();
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
