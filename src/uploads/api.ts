import type { UploadKind } from "../../domain/uploads";
import { uploadPath } from "../../domain/uploads";
import { config } from "../config";
import { api } from "../providers/api";

/** What POST /uploads answers: the stored name the record keeps, and where the file is served. */
export type StoredUpload = {
  name: string;
  kind: UploadKind;
  contentType: string;
  size: number;
  url: string;
};

/** Where a stored file is served (public GET: names are unguessable). */
export const uploadUrl = (name: string): string => `${config.apiUrl}${uploadPath(name)}`;

/** Sends one file (multipart `file` + `kind`), reporting progress from 0 to 100. */
export function uploadFile(
  file: File,
  kind: UploadKind,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<StoredUpload> {
  const body = new FormData();
  body.append("kind", kind);
  body.append("file", file);
  return api.upload<StoredUpload>("/uploads", body, {
    timeoutMs: config.uploadTimeoutMs,
    onProgress,
    signal,
  });
}
