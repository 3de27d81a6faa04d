import type { UploadKind } from "../../domain/uploads.ts";

/** What a file is, read from its first bytes whatever its name claims. */
export interface FileType {
  type: string;
  extension: string;
}

/** Enough bytes for every signature below (the ISO-BMFF box header and major brand: 12). */
export const SNIFF_BYTES = 12;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (head: Buffer, magic: readonly number[]) =>
  magic.every((byte, index) => head[index] === byte);

export const sniffImage = (head: Buffer): FileType | undefined => {
  if (startsWith(head, PNG)) return { type: "image/png", extension: "png" };
  if (startsWith(head, JPEG)) return { type: "image/jpeg", extension: "jpg" };
  return undefined;
};

/** Major brands of MP4 files (ISO base media, MPEG-4 parts 12/14, H.264, fragmented, Apple). */
const MP4_BRANDS = new Set([
  "isom",
  "iso2",
  "iso3",
  "iso4",
  "iso5",
  "iso6",
  "iso7",
  "iso8",
  "iso9",
  "mp41",
  "mp42",
  "avc1",
  "dash",
  "mmp4",
  "msnv",
  "ndas",
  "f4v ",
  "qt  ",
]);

/**
 * MP4, M4V and 3GP are all ISO base media files: bytes 4–7 read `ftyp` and bytes 8–11 name the
 * major brand, which tells the three apart.
 */
export const sniffVideo = (head: Buffer): FileType | undefined => {
  if (head.length < SNIFF_BYTES || head.toString("latin1", 4, 8) !== "ftyp") return undefined;
  const brand = head.toString("latin1", 8, 12);
  if (brand.startsWith("3gp") || brand.startsWith("3g2")) {
    return { type: "video/3gpp", extension: "3gp" };
  }
  if (brand === "M4V " || brand === "M4VH" || brand === "M4VP") {
    return { type: "video/x-m4v", extension: "m4v" };
  }
  if (MP4_BRANDS.has(brand.toLowerCase())) return { type: "video/mp4", extension: "mp4" };
  return undefined;
};

export const SNIFFERS: Readonly<Record<UploadKind, (head: Buffer) => FileType | undefined>> = {
  image: sniffImage,
  video: sniffVideo,
};

/** The content type a stored file is served with, by the extension the server gave it. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  png: "image/png",
  jpg: "image/jpeg",
  mp4: "video/mp4",
  m4v: "video/x-m4v",
  "3gp": "video/3gpp",
};
