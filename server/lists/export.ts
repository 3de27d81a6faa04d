import { Readable } from "node:stream";
import type { ExportFormat } from "../../domain/exports.ts";
import type { RequestContext } from "./context.ts";
import { csvRecord } from "./csv.ts";
import { csvBytes } from "./csvWorkers.ts";
import type { List } from "./define.ts";
import type { ListQueryValues } from "./filters.ts";
import { type CellValue, cellWordsOf, type ExportColumn } from "./format.ts";
import { xlsxPieces } from "./xlsx/sheet.ts";

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
  const batches = list.cellBatches(values, context);
  const first = await batches.next();
  return (async function* () {
    if (first.done) return;
    let next = batches.next();
    try {
      yield first.value;
      for (let batch = await next; !batch.done; batch = await next) {
        next = batches.next();
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

/** The cells of a batch, row after row, as the columns read them from the items. */
const cellsOf = (
  items: unknown[],
  columns: readonly ExportColumn<unknown>[],
  context: RequestContext,
) => {
  const cells: CellValue[] = new Array(items.length * columns.length);
  let at = 0;
  for (const item of items) {
    for (const column of columns) cells[at++] = column.value(item, context);
  }
  return cells;
};

/**
 * Batches whose rows a worker thread writes while this thread reads the next: the export uses
 * both cores, as psql and PostgreSQL do for a COPY. At most this many batches wait there.
 */
const BATCHES_AT_WORKER = 2;

async function* csvPieces<Item>(
  list: List<Item>,
  batches: AsyncIterable<unknown[]>,
  context: RequestContext,
): AsyncGenerator<string | Buffer> {
  const columns = list.definition.columns as readonly ExportColumn<unknown>[];
  const formats = columns.map((column) => column.format ?? "text");
  const words = cellWordsOf(context);
  yield BOM + csvRecord(columns.map((column) => context.t(column.header)));
  const written: Promise<Buffer>[] = [];
  for await (const items of batches) {
    const bytes = csvBytes({ cells: cellsOf(items, columns, context), formats, words });
    // Awaited in turn below; a failure meanwhile must not count as unhandled.
    bytes.catch(() => undefined);
    written.push(bytes);
    if (written.length >= BATCHES_AT_WORKER) yield await (written.shift() as Promise<Buffer>);
  }
  for (const bytes of written) yield await bytes;
}

/**
 * Pieces joined into writes of at least WRITE_BYTES: each write to the socket costs a system
 * call, and a compressed batch of rows is only a few kilobytes.
 */
const WRITE_BYTES = 512 * 1024;
async function* coalesced(pieces: AsyncIterable<string | Buffer>): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let size = 0;
  for await (const piece of pieces) {
    const bytes = typeof piece === "string" ? Buffer.from(piece, "utf8") : piece;
    pending.push(bytes);
    size += bytes.length;
    if (size >= WRITE_BYTES) {
      yield Buffer.concat(pending, size);
      pending = [];
      size = 0;
    }
  }
  if (size > 0) yield Buffer.concat(pending, size);
}

/**
 * The export as a stream of bytes, ready for `reply.send()`. Readable.from pulls the next piece
 * only when the client has taken the last one (a slow client holds one batch, never the list),
 * and stops the pieces, hence the queries, when the client goes away.
 */
export const exportStream = async <Item>(
  list: List<Item>,
  format: ExportFormat,
  values: ListQueryValues,
  context: RequestContext,
): Promise<Readable> => {
  const batches = await prefetched(list, values, context);
  const pieces =
    format === "csv"
      ? csvPieces(list, batches, context)
      : xlsxPieces(list.definition.columns, batches, context);
  return Readable.from(coalesced(pieces), { objectMode: false });
};

/** `products-2026-11-23.xlsx`: the resource and the day it was taken (UTC). */
export const exportFileName = (name: string, format: ExportFormat, now: Date) =>
  `${name}-${now.toISOString().slice(0, 10)}.${format}`;
