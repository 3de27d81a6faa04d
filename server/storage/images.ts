import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { PROFILE_PICTURE_TYPES } from "../../domain/auth.ts";
import { HttpProblem } from "../plugins/errors.ts";
import type { FileStorage } from "./fileStorage.ts";

type ImageType = (typeof PROFILE_PICTURE_TYPES)[number];

/** The bytes every file of the type starts with: what the file is, whatever its name claims. */
const SIGNATURES: readonly { type: ImageType; extension: string; magic: readonly number[] }[] = [
  { type: "image/png", extension: "png", magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: "image/jpeg", extension: "jpg", magic: [0xff, 0xd8, 0xff] },
];
const SNIFF_BYTES = Math.max(...SIGNATURES.map((signature) => signature.magic.length));

export const CONTENT_TYPES: Readonly<Record<string, ImageType>> = Object.fromEntries(
  SIGNATURES.map((signature) => [signature.extension, signature.type]),
);

const sniff = (head: Buffer) =>
  SIGNATURES.find(
    (signature) =>
      PROFILE_PICTURE_TYPES.includes(signature.type) &&
      signature.magic.every((byte, index) => head[index] === byte),
  );

const imageProblem = (status: 413 | 415, field: string) =>
  new HttpProblem(
    status,
    status === 413 ? "validation:imageTooLarge" : "validation:imageType",
    undefined,
    { [field]: status === 413 ? "imageTooLarge" : "imageType" },
  );

/** An upload stream as @fastify/multipart hands it over: `truncated` once past the size limit. */
export type UploadStream = Readable & { truncated?: boolean };

/**
 * Streams an uploaded image into storage and answers its stored name, or undefined for an empty
 * file input. The type is read from the first bytes (a text file renamed .png is refused with
 * 415); an upload cut at the size limit fails with 413 before it is committed, so nothing is kept.
 */
export const storeImage = async (
  file: UploadStream,
  storage: FileStorage,
  field: string,
): Promise<{ name: string; type: ImageType } | undefined> => {
  const chunks = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let head = Buffer.alloc(0);
  let ended = false;
  while (head.length < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    head = Buffer.concat([head, next.value]);
  }
  if (ended && head.length === 0) return undefined;
  const signature = sniff(head);
  if (!signature) {
    await chunks.return?.();
    throw imageProblem(415, field);
  }

  async function* content() {
    yield head;
    if (!ended) {
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    }
    if (file.truncated) throw imageProblem(413, field);
  }
  const name = `${randomUUID()}.${signature.extension}`;
  await storage.put(name, Readable.from(content()));
  return { name, type: signature.type };
};
