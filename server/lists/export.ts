import { Readable } from "node:stream";
import type { ExportFormat } from "../../domain/exports.ts";
import type { RequestContext } from "./context.ts";
import { csvField, csvRecord } from "./csv.ts";
import type { List } from "./define.ts";
import type { ListQueryValues } from "./filters.ts";
import { cellText, type ExportColumn } from "./format.ts";
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

async function* csvPieces<Item>(
  list: List<Item>,
  batches: AsyncIterable<unknown[]>,
  context: RequestContext,
): AsyncGenerator<string> {
  const { columns } = list.definition;
  yield BOM + csvRecord(columns.map((column) => context.t(column.header)));
  for await (const items of batches) {
    // One string per batch, cell after cell: no array per row.
    let text = "";
    for (const item of items) {
      for (let index = 0; index < columns.length; index++) {
        const column = columns[index] as ExportColumn<unknown>;
        if (index > 0) text += ",";
        text += csvField(cellText(column.value(item, context), column.format ?? "text", context));
      }
      text += "\n";
    }
    yield text;
  }
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
