/** RFC 4180 text: "\n" after each record, quotes only around a field holding a quote, comma or line break. */
import { type CellFormat, type CellValue, type CellWords, cellText } from "./format.ts";

const NEEDS_QUOTES = /[",\n\r]/;

export const csvField = (text: string) =>
  NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;

/** One record and its line end. */
export const csvRecord = (fields: readonly string[]) => {
  let line = "";
  for (let index = 0; index < fields.length; index++) {
    if (index > 0) line += ",";
    line += csvField(fields[index] ?? "");
  }
  return `${line}\n`;
};

/**
 * Whole rows of cells, row after row (one cell per format), as the text people read: one string
 * per batch, cell after cell, no array per row.
 */
export const csvText = (
  cells: readonly CellValue[],
  formats: readonly CellFormat[],
  words: CellWords,
) => {
  const width = formats.length;
  let text = "";
  for (let row = 0; row < cells.length; row += width) {
    for (let index = 0; index < width; index++) {
      if (index > 0) text += ",";
      text += csvField(cellText(cells[row + index], formats[index] ?? "text", words));
    }
    text += "\n";
  }
  return text;
};
