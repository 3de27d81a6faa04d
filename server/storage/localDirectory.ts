import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { type FileStorage, STORED_NAME } from "./fileStorage.ts";

const storedPath = (directory: string, name: string) => {
  if (!STORED_NAME.test(name)) throw new Error(`not a stored file name: ${name}`);
  return join(directory, name);
};

/**
 * Files in one local directory (DATA_DIR/uploads by default). A file is written under a hidden
 * temporary name and renamed only once complete, so a reader never sees half a file and a failed
 * upload leaves nothing: the temporary file is removed.
 */
export const localDirectoryStorage = (directory: string): FileStorage => ({
  put: async (name, content) => {
    const target = storedPath(directory, name);
    await mkdir(directory, { recursive: true });
    const partial = join(directory, `.incoming-${randomUUID()}`);
    try {
      await pipeline(content, createWriteStream(partial, { flags: "wx", mode: 0o640 }));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  },
  get: async (name) => {
    if (!STORED_NAME.test(name)) return undefined;
    try {
      const handle = await open(join(directory, name), "r");
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
  },
  exists: async (name) => {
    if (!STORED_NAME.test(name)) return false;
    return stat(join(directory, name)).then(
      (found) => found.isFile(),
      () => false,
    );
  },
  remove: async (name) => {
    await rm(storedPath(directory, name), { force: true });
  },
});
