import type { Readable } from "node:stream";

/**
 * Where uploaded files live (decision D2): an interface, so a bucket can replace the local
 * directory without touching the features that store files.
 */
export interface FileStorage {
  /** Stores the content under `name`; a stream that fails leaves nothing behind. */
  put(name: string, content: Readable): Promise<void>;
  /** The stored content, or undefined when no file has that name. */
  get(name: string): Promise<Readable | undefined>;
  /** Forgets the file; removing a missing file is not an error. */
  remove(name: string): Promise<void>;
}

/** Names the server generates (uuid.ext); anything else, such as `../x`, is never a stored file. */
export const STORED_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;
