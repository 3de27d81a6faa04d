import type { RequestContext } from "../context.ts";
import type { ExportColumn } from "../format.ts";
import { cellValue, XLSX_NUMBER_FORMATS } from "../format.ts";
import {
  columnLetters,
  fixedParts,
  HEADER_STYLE,
  SHEET_END,
  SHEET_PATH,
  sheetStart,
  styleOfFormat,
  xmlText,
} from "./parts.ts";
import { zipPieces } from "./zipPieces.ts";

const DEFAULT_WIDTH = 18;
/** Days from Excel's day 0 (1899-12-30) to 1970-01-01: dates are day numbers in a sheet. */
const UNIX_EPOCH_DAY = 25569;
const DAY_MS = 86_400_000;

const NUMBER_FORMATS = Object.values(XLSX_NUMBER_FORMATS);
const styleAttribute = (column: ExportColumn<unknown>) => {
  const code = column.format && XLSX_NUMBER_FORMATS[column.format];
  return code ? ` s="${styleOfFormat(NUMBER_FORMATS.indexOf(code))}"` : "";
};

/**
 * Text whose spaces a reader would drop without `xml:space="preserve"`: at either end, or a line
 * break (the rule ExcelJS writes by). Most cells have none and are spared the attribute's bytes.
 */
const LOOSE_SPACES = /^\s|\n|\s$/;

const textCell = (reference: string, text: string, style = "") =>
  `<c r="${reference}"${style} t="inlineStr"><is><t${LOOSE_SPACES.test(text) ? ' xml:space="preserve"' : ""}>${xmlText(text)}</t></is></c>`;

/** The sheet's XML: its header row, then a piece for each batch of rows. */
async function* sheetXml<Item>(
  columns: readonly ExportColumn<Item>[],
  batches: AsyncIterable<Item[]>,
  context: RequestContext,
): AsyncGenerator<string> {
  const letters = columns.map((_, index) => columnLetters(index));
  const styles = columns.map((column) => styleAttribute(column as ExportColumn<unknown>));
  const header = columns
    .map((column, index) =>
      textCell(`${letters[index]}1`, context.t(column.header), ` s="${HEADER_STYLE}"`),
    )
    .join("");
  yield `${sheetStart(columns.map((column) => column.width ?? DEFAULT_WIDTH))}<row r="1">${header}</row>`;
  let row = 1;
  for await (const items of batches) {
    let xml = "";
    for (const item of items) {
      row++;
      xml += `<row r="${row}">`;
      for (let index = 0; index < columns.length; index++) {
        const column = columns[index] as ExportColumn<Item>;
        const value = cellValue(column.value(item, context), column.format ?? "text", context);
        const reference = `${letters[index]}${row}`;
        if (value === null) continue;
        if (typeof value === "string") xml += textCell(reference, value, styles[index]);
        else {
          const number = value instanceof Date ? value.getTime() / DAY_MS + UNIX_EPOCH_DAY : value;
          if (Number.isFinite(number))
            xml += `<c r="${reference}"${styles[index]}><v>${number}</v></c>`;
        }
      }
      xml += "</row>";
    }
    yield xml;
  }
  yield SHEET_END;
}

/**
 * The export as an XLSX workbook, produced piece by piece: the next batch of rows is read only
 * when the client has taken the last, so a batch is all that is ever in memory.
 */
export const xlsxPieces = <Item>(
  columns: readonly ExportColumn<Item>[],
  batches: AsyncIterable<Item[]>,
  context: RequestContext,
) =>
  zipPieces(
    [
      ...Object.entries(fixedParts(context.t("lists:sheet"), NUMBER_FORMATS)).map(
        ([path, content]) => ({ path, content }),
      ),
      { path: SHEET_PATH, content: sheetXml(columns, batches, context) },
    ],
    { at: context.now },
  );
