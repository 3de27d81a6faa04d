import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, waitForOk } from "../server/spawnNode.ts";

export interface RunningApp {
  url: string;
  dataDir: string;
  /** Everything the process printed, for assertions and for a readable failure. */
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

const waitForHealth = (url: string, output: () => string) =>
  waitForOk(`${url}/admin/api/health`, 60_000).catch((error: Error) => {
    throw new Error(`${error.message}\n${output()}`);
  });

/**
 * The live processes of group `pgid`. A member whose parent left first (npm, then its shell) is
 * reparented to PID 1, which may take a second or two to reap it: such a zombie has exited and
 * holds no database, so it does not count.
 */
const liveMembers = (pgid: number) =>
  readdirSync("/proc").filter((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // After the command's closing parenthesis: state, parent, group.
      const [state, , group] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      return Number(group) === pgid && state !== "Z";
    } catch {
      return false;
    }
  });

const groupGone = async (pgid: number, timeoutMs = 15_000) => {
  const started = Date.now();
  while (liveMembers(pgid).length > 0 && Date.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/**
 * Starts the product the way a user does, `npm start`, on a fresh data directory: an empty one,
 * or a copy of `template` (a data directory an earlier start migrated and seeded, see
 * prepareDataTemplate), which skips the migrations and the demo seed (most of a start).
 */
export const startApp = async (
  options: { dataDir?: string; template?: string; env?: Record<string, string> } = {},
) => {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "lux-app-"));
  if (options.template && !options.dataDir) cpSync(options.template, dataDir, { recursive: true });
  const child = spawn("npm", ["start", "--silent"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let printed = "";
  child.stdout?.on("data", (chunk) => {
    printed += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    printed += chunk;
  });
  const output = () => printed;
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  const stop = async (signal: NodeJS.Signals = "SIGTERM") => {
    // A process already killed (stop("SIGKILL") earlier) has a signal code and no exit code.
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      process.kill(-child.pid, signal);
    }
    const code = await exited;
    // npm may leave before the server it started has closed its database: wait for the group.
    if (child.pid) await groupGone(child.pid);
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    return code;
  };
  try {
    await waitForHealth(url, output);
  } catch (error) {
    await stop("SIGKILL");
    throw error;
  }
  return { url, dataDir, output, stop } satisfies RunningApp;
};

/**
 * A data directory as a first `npm start` leaves it (migrated, demo data seeded), stopped
 * cleanly: startApp({ template }) copies it for each test file instead of seeding again.
 */
export const prepareDataTemplate = async (): Promise<string> => {
  const dataDir = mkdtempSync(join(tmpdir(), "lux-app-template-"));
  const app = await startApp({ dataDir });
  // npm answers SIGTERM by leaving with no code (null); the server under it has closed cleanly
  // once its whole process group is gone, which stop() waits for.
  const code = await app.stop();
  if (code !== 0 && code !== null) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`the template app stopped with ${code}\n${app.output()}`);
  }
  return dataDir;
};
