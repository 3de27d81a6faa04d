import type { Cell } from "./parse.ts";

/** A cell's text, trimmed; null when empty. */
export const textOf = (cell: Cell | undefined): string | null => {
  if (cell === null || cell === undefined) return null;
  const text = String(cell).trim();
  return text === "" ? null : text;
};

/**
 * Which of `.` and `,` is the decimal point in an amount's digits: the last of the two when both
 * are there (`1,234.56`, `1.234,56`); a lone one followed by one or two digits (`12,5`, `12.50`);
 * otherwise a thousands separator (`1,250`, `1.250.000`). So the export's text reads back in
 * either language, whoever uploads it.
 */
const decimalPointOf = (digits: string) => {
  const lastDot = digits.lastIndexOf(".");
  const lastComma = digits.lastIndexOf(",");
  if (lastDot >= 0 && lastComma >= 0) return lastDot > lastComma ? "." : ",";
  const mark = lastDot >= 0 ? "." : lastComma >= 0 ? "," : undefined;
  if (!mark || digits.split(mark).length > 2) return undefined;
  return /^\d{1,2}$/.test(digits.slice(digits.lastIndexOf(mark) + 1)) ? mark : undefined;
};

/**
 * An amount in euros → cents. A sheet's number is euros already; a text is read as the export
 * writes it (`€1,234.56`, `1.234,56 €`), the currency sign dropped. A text that is no amount is
 * handed on as it is, for the schema to answer `onlyNumber`.
 */
export const centsOf = (cell: Cell): number | string | undefined => {
  if (typeof cell === "number") return Math.round(cell * 100);
  const text = textOf(cell);
  if (text === null) return undefined;
  const digits = text.replace(/€|EUR/gi, "").replace(/\s/g, "");
  const point = decimalPointOf(digits);
  const [whole = "", fraction] = point
    ? [digits.slice(0, digits.lastIndexOf(point)), digits.slice(digits.lastIndexOf(point) + 1)]
    : [digits];
  const plain = `${whole.replace(/[.,]/g, "")}${fraction === undefined ? "" : `.${fraction}`}`;
  return /^-?\d+(\.\d{1,2})?$/.test(plain) ? Math.round(Number(plain) * 100) : text;
};

/** A whole number of pieces; a text that is none is handed on for the schema to refuse. */
export const integerOf = (cell: Cell): number | string | undefined => {
  if (typeof cell === "number") return cell;
  const text = textOf(cell);
  if (text === null) return undefined;
  return /^-?\d+$/.test(text) ? Number(text) : text;
};

/** Several values in one cell: separated by `;`, `|` or line breaks (names may hold commas). */
export const listOf = (cell: Cell): string[] =>
  (textOf(cell) ?? "")
    .split(/[;|\n]+/)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * An image named by the URL of an earlier upload (`…/admin/api/uploads/<name>`) or by the stored
 * name itself: the name, the last segment of the path.
 */
export const storedNameOf = (reference: string) => {
  const path = reference.split(/[?#]/, 1)[0] ?? "";
  return decodeURIComponent(path.slice(path.lastIndexOf("/") + 1));
};
