import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import { stringify } from "csv-stringify/sync";
import type { ExportFormat } from "../../domain/exports.ts";
import type { RequestContext } from "./context.ts";
import type { List } from "./define.ts";
import type { ListQueryValues } from "./filters.ts";
import { cellText, cellValue, XLSX_NUMBER_FORMATS } from "./format.ts";
import { heapGuard } from "./memory.ts";

/** Excel opens a UTF-8 CSV with accents right only when it starts with a byte-order mark. */
const BOM = "\uFEFF";

/**
 * The rows in order, fetched a batch at a time, the next batch read while the current one is
 * written. The first batch is read before anything is sent, so a failing query still answers a
 * normal JSON error; a later failure ends the stream.
 */
const prefetched = async <Item>(
  list: List<Item>,
  values: ListQueryValues,
  context: RequestContext,
) => {
  const batches = list.batches(values, context);
  const first = await batches.next();
  const heap = heapGuard();
  return (async function* () {
    if (first.done) return;
    let next = batches.next();
    try {
      yield first.value;
      for (let batch = await next; !batch.done; batch = await next) {
        next = batches.next();
        heap.check();
        yield batch.value;
      }
    } finally {
      // The client may have gone away: let a read under way finish unheard, then close the list.
      next.then(
        () => batches.return(undefined),
        () => undefined,
      );
    }
  })();
};

const csvStream = <Item>(
  list: List<Item>,
  batches: AsyncGenerator<Item[]>,
  context: RequestContext,
): Readable => {
  const { columns } = list.definition;
  const header = columns.map((column) => context.t(column.header));
  async function* lines() {
    yield BOM + stringify([header]);
    for await (const items of batches) {
      const records = items.map((item) =>
        columns.map((column) =>
          cellText(column.value(item, context), column.format ?? "text", context),
        ),
      );
      yield stringify(records);
    }
  }
  // Readable.from pulls the next batch only when the client has taken the last one, and stops
  // the generator (no more queries) when the client goes away.
  return Readable.from(lines(), { objectMode: false });
};

const xlsxStream = async <Item>(
  list: List<Item>,
  batches: AsyncGenerator<Item[]>,
  context: RequestContext,
): Promise<Readable> => {
  // exceljs takes ~0.2 s to load: only the first XLSX export pays it, not every server start.
  const { default: ExcelJS } = await import("exceljs");
  const { columns } = list.definition;
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(context.t(`lists:sheet`));
  sheet.columns = columns.map((column) => ({
    header: context.t(column.header),
    width: column.width ?? 18,
    ...(column.format && XLSX_NUMBER_FORMATS[column.format]
      ? { style: { numFmt: XLSX_NUMBER_FORMATS[column.format] } }
      : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  const write = async () => {
    for await (const items of batches) {
      if (output.destroyed) return batches.return(undefined);
      for (const item of items) {
        sheet
          .addRow(
            columns.map((column) =>
              cellValue(column.value(item, context), column.format ?? "text", context),
            ),
          )
          .commit();
      }
      // Wait while the client is behind, so rows never pile up in memory.
      if (output.writableNeedDrain) {
        await Promise.race([once(output, "drain"), once(output, "close")]);
      }
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => output.destroy(error as Error));
  return output;
};

/** The export as a stream of bytes, ready for `reply.send()`. */
export const exportStream = async <Item>(
  list: List<Item>,
  format: ExportFormat,
  values: ListQueryValues,
  context: RequestContext,
): Promise<Readable> => {
  const batches = await prefetched(list, values, context);
  return format === "csv" ? csvStream(list, batches, context) : xlsxStream(list, batches, context);
};

/** `products-2026-11-23.xlsx`: the resource and the day it was taken (UTC). */
export const exportFileName = (name: string, format: ExportFormat, now: Date) =>
  `${name}-${now.toISOString().slice(0, 10)}.${format}`;
