import type { Readable } from "node:stream";
import { STORED_FILE_NAME } from "../../domain/uploads.ts";

/**
 * Where uploaded files live (docs/product.md#storage-and-scale): an interface, so a bucket can replace the local
 * directory without touching the features that store files.
 */
export interface FileStorage {
  /** Stores the content under `name`; a stream that fails leaves nothing behind. */
  put(name: string, content: Readable): Promise<void>;
  /** The stored content, or undefined when no file has that name. */
  get(name: string): Promise<Readable | undefined>;
  /** Whether a file of that name is stored (records may only refer to files that exist). */
  exists(name: string): Promise<boolean>;
  /** Forgets the file; removing a missing file is not an error. */
  remove(name: string): Promise<void>;
}

/** Names the server generates (uuid.ext); anything else, such as `../x`, is never a stored file. */
export const STORED_NAME = STORED_FILE_NAME;
