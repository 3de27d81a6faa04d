import { promisify } from "node:util";
import { constants, crc32, deflateRaw } from "node:zlib";

const deflate = promisify(deflateRaw);

/**
 * The fastest deflate level: an export's XML compresses about tenfold even so, and the stronger
 * levels cost more CPU time than the whole rest of the export.
 */
const LEVEL = 1;
/** A final empty deflate block: closes a stream written as flushed, non-final blocks. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);
/** Bit 3: sizes and CRC follow the data (streamed); bit 11: UTF-8 names. */
const FLAGS = 0x0808;
const DEFLATED = 8;
const VERSION = 20;

interface Entry {
  name: Buffer;
  offset: number;
  crc: number;
  compressed: number;
  size: number;
}

/** MS-DOS time and date of the entries, as zip headers keep them. */
const dosTimestamp = (at: Date) => ({
  time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | (at.getUTCSeconds() >> 1),
  date: ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
});

/**
 * A zip archive written front to back, entry after entry, without knowing any size in advance:
 * each entry's content is deflated piece by piece (each piece flushed to a byte boundary, so the
 * pieces join into one deflate stream) and its sizes follow it in a data descriptor. Deflating
 * runs on libuv's thread pool, off the event loop.
 */
export const zipWriter = (at: Date) => {
  const { time, date } = dosTimestamp(at);
  const entries: Entry[] = [];
  let written = 0;
  let current: Entry | undefined;

  const counted = (buffer: Buffer) => {
    written += buffer.length;
    return buffer;
  };

  return {
    /** The local header of a new entry; its content follows through `content()`. */
    open(name: string): Buffer {
      const nameBytes = Buffer.from(name, "utf8");
      current = { name: nameBytes, offset: written, crc: 0, compressed: 0, size: 0 };
      entries.push(current);
      const header = Buffer.alloc(30);
      header.writeUInt32LE(0x04034b50, 0);
      header.writeUInt16LE(VERSION, 4);
      header.writeUInt16LE(FLAGS, 6);
      header.writeUInt16LE(DEFLATED, 8);
      header.writeUInt16LE(time, 10);
      header.writeUInt16LE(date, 12);
      header.writeUInt16LE(nameBytes.length, 26);
      return counted(Buffer.concat([header, nameBytes]));
    },

    /** A piece of the open entry's content, deflated. */
    async content(text: string): Promise<Buffer> {
      const entry = current as Entry;
      const raw = Buffer.from(text, "utf8");
      entry.crc = crc32(raw, entry.crc);
      entry.size += raw.length;
      const deflated = await deflate(raw, { level: LEVEL, finishFlush: constants.Z_SYNC_FLUSH });
      entry.compressed += deflated.length;
      return counted(deflated);
    },

    /** Ends the open entry: the final deflate block and the data descriptor. */
    close(): Buffer {
      const entry = current as Entry;
      entry.compressed += FINAL_BLOCK.length;
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(entry.crc >>> 0, 4);
      descriptor.writeUInt32LE(entry.compressed, 8);
      descriptor.writeUInt32LE(entry.size, 12);
      current = undefined;
      return counted(Buffer.concat([FINAL_BLOCK, descriptor]));
    },

    /** The central directory and its end record: the archive's last bytes. */
    finish(): Buffer {
      const start = written;
      const records = entries.map((entry) => {
        const record = Buffer.alloc(46);
        record.writeUInt32LE(0x02014b50, 0);
        record.writeUInt16LE(VERSION, 4);
        record.writeUInt16LE(VERSION, 6);
        record.writeUInt16LE(FLAGS, 8);
        record.writeUInt16LE(DEFLATED, 10);
        record.writeUInt16LE(time, 12);
        record.writeUInt16LE(date, 14);
        record.writeUInt32LE(entry.crc >>> 0, 16);
        record.writeUInt32LE(entry.compressed, 20);
        record.writeUInt32LE(entry.size, 24);
        record.writeUInt16LE(entry.name.length, 28);
        record.writeUInt32LE(entry.offset, 42);
        return Buffer.concat([record, entry.name]);
      });
      const directory = Buffer.concat(records);
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(entries.length, 8);
      end.writeUInt16LE(entries.length, 10);
      end.writeUInt32LE(directory.length, 12);
      end.writeUInt32LE(start, 16);
      return counted(Buffer.concat([directory, end]));
    },
  };
};
