import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { UPLOAD_LIMITS, type UploadKind } from "../../domain/uploads.ts";
import { HttpProblem } from "../plugins/errors.ts";
import type { FileStorage } from "./fileStorage.ts";
import { type FileType, SNIFF_BYTES, SNIFFERS } from "./fileTypes.ts";

/** The validation keys of each kind's refusals (the same words as the browser's check). */
const MESSAGES: Readonly<Record<UploadKind, { type: string; tooLarge: string }>> = {
  image: { type: "imageType", tooLarge: "imageTooLarge" },
  video: { type: "videoType", tooLarge: "videoTooLarge" },
};

export const uploadProblem = (status: 413 | 415, kind: UploadKind, field: string) => {
  const key = status === 413 ? MESSAGES[kind].tooLarge : MESSAGES[kind].type;
  return new HttpProblem(status, `validation:${key}`, undefined, { [field]: key });
};

/** An upload stream as @fastify/multipart hands it over: `truncated` once past the size limit. */
export type UploadStream = Readable & { truncated?: boolean };

export interface StoredUpload extends FileType {
  name: string;
  size: number;
}

/**
 * Streams an uploaded file into storage and answers what was stored, or undefined for an empty
 * file input. The type is read from the first bytes (a text file renamed .png is refused with
 * 415); past the kind's size limit the rest is read and dropped and the upload fails with 413
 * before it is committed, so nothing is kept.
 */
export const storeUpload = async (
  file: UploadStream,
  storage: FileStorage,
  { kind, field }: { kind: UploadKind; field: string },
): Promise<StoredUpload | undefined> => {
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
  const fileType = SNIFFERS[kind](head);
  if (!fileType) {
    await chunks.return?.();
    throw uploadProblem(415, kind, field);
  }

  const { maxBytes } = UPLOAD_LIMITS[kind];
  let size = head.length;
  async function* content() {
    yield head;
    if (!ended) {
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
        size += next.value.length;
        // Keep reading (and dropping) so the client hears the 413 instead of a broken pipe.
        if (size <= maxBytes) yield next.value;
      }
    }
    if (file.truncated || size > maxBytes) throw uploadProblem(413, kind, field);
  }
  const name = `${randomUUID()}.${fileType.extension}`;
  await storage.put(name, Readable.from(content()));
  return { ...fileType, name, size };
};

/** A profile picture: a jpg or png image. */
export const storeImage = (file: UploadStream, storage: FileStorage, field: string) =>
  storeUpload(file, storage, { kind: "image", field });
