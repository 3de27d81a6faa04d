import { Readable } from "node:stream";
import type { ExportFormat } from "../../domain/exports.ts";
import type { RequestContext } from "./context.ts";
import { csvRecord } from "./csv.ts";
import { csvByCopy } from "./csvByCopy.ts";
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

async function* csvPieces(
  columns: readonly ExportColumn<unknown>[],
  batches: AsyncIterable<unknown[]>,
  context: RequestContext,
): AsyncGenerator<Buffer> {
  const formats = columns.map((column) => column.format ?? "text");
  const words = cellWordsOf(context);
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

/** What a file is written from, piece after piece, which its reader may end early. */
type Pieces<Piece> = AsyncIterableIterator<Piece> & Required<Pick<AsyncIterator<Piece>, "return">>;

/**
 * `leading`, then the pieces of `rest`. Ending it early ends `rest` too, even before its first
 * read: a COPY's rows hold a database connection until their generator is done.
 */
const piecesAfter = <Piece>(leading: Piece[], rest: AsyncGenerator<Piece>): Pieces<Piece> => {
  const pieces: Pieces<Piece> = {
    next: async () => {
      const piece = leading.shift();
      return piece === undefined ? rest.next() : { done: false, value: piece };
    },
    return: async () => {
      leading.length = 0;
      return rest.return(undefined);
    },
    [Symbol.asyncIterator]: () => pieces,
  };
  return pieces;
};

/**
 * A CSV file: its header in the caller's language, then the rows, by PostgreSQL where it can.
 * The first rows are read before anything is sent (see prefetched).
 */
const csvFile = async <Item>(
  list: List<Item>,
  values: ListQueryValues,
  context: RequestContext,
) => {
  const columns = list.definition.columns as readonly ExportColumn<unknown>[];
  const header = Buffer.from(BOM + csvRecord(columns.map((column) => context.t(column.header))));
  const copied = csvByCopy(list, values, context);
  if (!copied) {
    return piecesAfter(
      [header],
      csvPieces(columns, await prefetched(list, values, context), context),
    );
  }
  const first = await copied.next();
  return piecesAfter(first.done ? [header] : [header, first.value], copied);
};

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
  const pieces =
    format === "csv"
      ? await csvFile(list, values, context)
      : xlsxPieces(list.definition.columns, await prefetched(list, values, context), context);
  return streamOf(pieces);
};

const streamOf = (pieces: Pieces<string | Buffer>) => {
  const stream = Readable.from(coalesced(pieces), { objectMode: false });
  // Its reader gone, the file is ended; a failure then has already ended the stream.
  stream.once("close", () => pieces.return(undefined).catch(() => undefined));
  return stream;
};

/**
 * Items already read, a page's few (a customer's timeline), as a file in the lists' format: the
 * same header, cells and sheet as `exportStream` writes.
 */
export const itemsExportStream = <Item>(
  columns: readonly ExportColumn<Item>[],
  format: ExportFormat,
  items: readonly Item[],
  context: RequestContext,
): Readable => {
  const batch = async function* () {
    if (items.length) yield [...items] as unknown[];
  };
  const written = columns as readonly ExportColumn<unknown>[];
  const header = BOM + csvRecord(written.map((column) => context.t(column.header)));
  return streamOf(
    format === "csv"
      ? piecesAfter<string | Buffer>([header], csvPieces(written, batch(), context))
      : xlsxPieces(written, batch(), context),
  );
};

/** `products-2026-11-23.xlsx`: the resource and the day it was taken (UTC). */
export const exportFileName = (name: string, format: ExportFormat, now: Date) =>
  `${name}-${now.toISOString().slice(0, 10)}.${format}`;
