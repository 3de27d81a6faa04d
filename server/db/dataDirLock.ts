import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { join } from "node:path";

/** Thrown when another live process already has the embedded database open. */
export class DataDirInUseError extends Error {
  override name = "DataDirInUseError";
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else, so it is alive.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * PGlite (0.5.x) writes a postmaster.pid holding the fake pid -42, which it ignores on the next
 * open. That is why it reopens fine after a SIGKILL, but it also means nothing stops a second
 * process (say `npm run create-admin` next to a running server) from opening the same directory,
 * and two WASM postgres instances writing one data directory corrupt it. This lock file holds the
 * real pid: a lock left by a dead process (crash, SIGKILL) is taken over, a live one is refused.
 */
export const lockDataDir = (directory: string): (() => void) => {
  const path = join(directory, "server.lock");
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, "wx", 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          unlinkSync(path);
        } catch {
          // Already gone: nothing left to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(path, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataDirInUseError(
          `The database in ${directory} is in use by process ${holder}: stop that process first (the embedded database allows one process at a time)`,
        );
      }
      unlinkSync(path);
    }
  }
  throw new DataDirInUseError(`Could not lock the database in ${directory}`);
};
