import { Readable } from "node:stream";
import { parse as csvParser } from "csv-parse";
import ExcelJS from "exceljs";
import { IMPORT_LIMITS } from "../../domain/imports.schema.ts";
import { HttpProblem } from "../plugins/errors.ts";

/** A read cell: text, or a number as a sheet typed it; null when empty. */
export type Cell = string | number | null;

export interface ParsedSheet {
  headers: string[];
  rows: Cell[][];
}

const tooManyRows = () =>
  new HttpProblem(400, "errors:validationFailed", undefined, { file: "importTooManyRows" });

const notSpreadsheet = () =>
  new HttpProblem(400, "errors:validationFailed", undefined, { file: "importFileType" });

/** What a failed read means: too big (multipart's limit), too many rows, or no spreadsheet. */
const readFailure = (error: unknown) => {
  if (error instanceof HttpProblem) return error;
  if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
    return new HttpProblem(413, "errors:validationFailed", undefined, { file: "importTooLarge" });
  }
  return notSpreadsheet();
};

/** Collects rows as they stream, refusing the file at the row past the limit. */
const collector = () => {
  let headers: string[] | undefined;
  const rows: Cell[][] = [];
  return {
    add(cells: Cell[]) {
      if (cells.every((cell) => cell === null || cell === "")) return;
      if (!headers) {
        headers = cells.map((cell) => String(cell ?? "").trim());
        return;
      }
      if (rows.length >= IMPORT_LIMITS.rows) throw tooManyRows();
      rows.push(cells);
    },
    sheet(): ParsedSheet {
      if (!headers) throw notSpreadsheet();
      return { headers, rows };
    },
  };
};

/**
 * A spreadsheet program saving CSV in Italian writes `;` between cells: the header line says
 * which, read from the file's first bytes before the parser starts.
 */
const delimiterOf = (start: string) => {
  const firstLine = start.split(/\r?\n/, 1)[0] ?? "";
  return (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
};

/** CSV through csv-parse's stream: the records are taken one at a time, never the whole text. */
const readCsv = async (file: Readable): Promise<ParsedSheet> => {
  const iterator = file[Symbol.asyncIterator]();
  const first = await iterator.next().catch((error: unknown) => {
    throw readFailure(error);
  });
  if (first.done) throw notSpreadsheet();
  const head = Buffer.from(first.value as Buffer);
  // The first chunk was read to pick the delimiter: the parser gets it back, then the rest.
  const source = Readable.from(
    (async function* () {
      yield head;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        yield next.value as Buffer;
      }
    })(),
  );
  const parser = source.pipe(
    csvParser({
      bom: true,
      delimiter: delimiterOf(head.toString("utf8", 0, Math.min(head.length, 4096))),
      relax_column_count: true,
      skip_empty_lines: true,
    }),
  );
  const rows = collector();
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      rows.add(record.map((cell) => (cell === "" ? null : cell)));
    }
  } catch (error) {
    source.destroy();
    throw readFailure(error);
  }
  return rows.sheet();
};

/** A cell as exceljs hands it over (text, number, date, rich text, formula, hyperlink) → Cell. */
const cellOf = (value: unknown): Cell => {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return value;
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") {
    const object = value as {
      richText?: { text: string }[];
      result?: unknown;
      text?: unknown;
      error?: string;
    };
    if (object.richText) return object.richText.map((part) => part.text).join("");
    if ("result" in object) return cellOf(object.result);
    if (object.text !== undefined) return cellOf(object.text);
  }
  return null;
};

/** The first sheet of an XLSX through exceljs's streaming reader: rows as the zip inflates them. */
const readXlsx = async (file: Readable): Promise<ParsedSheet> => {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "ignore",
    worksheets: "emit",
    entries: "ignore",
  });
  const rows = collector();
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const values = row.values as unknown[];
        rows.add(
          Array.from({ length: Math.max(values.length - 1, 0) }, (_, n) => cellOf(values[n + 1])),
        );
      }
      // Only the first sheet is the import; the rest of the file is drained unread.
      break;
    }
  } catch (error) {
    file.resume();
    throw readFailure(error);
  }
  file.resume();
  return rows.sheet();
};

/** The file's kind from its name: the import takes `.csv` and `.xlsx` only. */
export const spreadsheetKind = (fileName: string) => {
  const extension = fileName.toLowerCase().split(".").pop();
  if (extension === "csv" || extension === "xlsx") return extension;
  throw notSpreadsheet();
};

export const readSpreadsheet = (file: Readable, kind: "csv" | "xlsx") =>
  kind === "csv" ? readCsv(file) : readXlsx(file);
