import { crc32, deflateSync } from "node:zlib";

export type Rgb = readonly [number, number, number];

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

const mix = (from: number, to: number, share: number) => Math.round(from + (to - from) * share);

/**
 * A real, decodable PNG for demo records: a diagonal gradient between two colours with a soft
 * disc of the accent colour in the middle, like a product shot on a studio backdrop.
 */
export const demoPicture = (
  width: number,
  height: number,
  { from, to, accent }: { from: Rgb; to: Rgb; accent: Rgb },
): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const stride = width * 3 + 1;
  const pixels = Buffer.alloc(stride * height);
  const radius = Math.min(width, height) * 0.28;
  const [cx, cy] = [width / 2, height / 2];
  for (let y = 0; y < height; y += 1) {
    pixels[y * stride] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const share = (x / width + y / height) / 2;
      const distance = Math.hypot(x - cx, y - cy);
      // 1 inside the disc, fading to 0 over a few pixels at its edge.
      const disc = Math.max(0, Math.min(1, (radius - distance) / 3));
      const offset = y * stride + 1 + x * 3;
      for (let channel = 0; channel < 3; channel += 1) {
        const backdrop = mix(from[channel] ?? 0, to[channel] ?? 0, share);
        pixels[offset + channel] = mix(backdrop, accent[channel] ?? 0, disc * 0.85);
      }
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels, { level: 6 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
};

/** The house palette: black, ivory, gold, burgundy, emerald, navy, blush, slate. */
export const PALETTE: readonly Rgb[] = [
  [20, 20, 22],
  [240, 234, 220],
  [201, 162, 39],
  [110, 28, 42],
  [18, 84, 64],
  [24, 38, 74],
  [226, 190, 186],
  [92, 100, 112],
];
