import { crc32, deflateSync } from "node:zlib";

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real PNG of `size`×`size` gold pixels, built byte by byte (no fixture files). */
export const pngImage = (size = 2): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const gold = [0xc9, 0xa2, 0x27];
  // Each row: filter byte 0, then one RGB triple per pixel.
  const row = Buffer.from([
    0,
    ...Array.from({ length: size * 3 }, (_, index) => gold[index % 3] ?? 0),
  ]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
};

/** The bytes as a form file part (a copy: Blob wants a plain ArrayBuffer, not Node's pool). */
export const fileBlob = (bytes: Buffer, type: string): Blob =>
  new Blob([new Uint8Array(bytes)], { type });
