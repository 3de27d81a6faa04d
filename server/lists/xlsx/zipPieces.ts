import { Readable } from "node:stream";
import { ZipFile } from "yazl";

/**
 * The fastest deflate level: an export's XML compresses about tenfold even so, and the stronger
 * levels cost more CPU time than the whole rest of the export.
 */
const COMPRESSION_LEVEL = 1;

export interface ZipEntry {
  path: string;
  /** Known in full (a fixed part), or written piece by piece as it is read (the sheet). */
  content: string | AsyncIterable<string>;
}

export interface ZipOptions {
  /** The entries' modification time. */
  at: Date;
  /**
   * ZIP64 records even where the sizes do not need them: a small archive in the form a 4 GiB
   * one takes (yazl switches to ZIP64 by itself when an entry or an offset gets that far).
   */
  forceZip64?: boolean;
}

/**
 * A zip archive (yazl) written front to back, entry after entry, no size known in advance. It is
 * read as its reader wants it: yazl's streams pass the back-pressure on to the entries' content,
 * whose next piece is read only when the last has gone out. Ending it early ends the content's
 * iterables too, so a list read from the database closes its query.
 */
export async function* zipPieces(
  entries: readonly ZipEntry[],
  { at, forceZip64 = false }: ZipOptions,
): AsyncGenerator<Buffer> {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  const options = { mtime: at, compressionLevel: COMPRESSION_LEVEL, forceZip64Format: forceZip64 };
  const streamed: Readable[] = [];
  for (const { path, content } of entries) {
    if (typeof content === "string") {
      zip.addBuffer(Buffer.from(content, "utf8"), path, options);
      continue;
    }
    const stream = Readable.from(content, { objectMode: false });
    // yazl leaves a content stream's errors to its caller: the archive fails with it.
    stream.once("error", (error) => output.destroy(error));
    streamed.push(stream);
    zip.addReadStream(stream, path, options);
  }
  zip.end({ forceZip64Format: forceZip64, comment: "" });
  try {
    for await (const piece of output) yield piece as Buffer;
  } finally {
    for (const stream of streamed) stream.destroy();
  }
}
