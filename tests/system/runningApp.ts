import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
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

/** Starts the product the way a user does, `npm start`, on a fresh data directory. */
export const startApp = async (
  options: { dataDir?: string; env?: Record<string, string> } = {},
) => {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "lux-app-"));
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
    if (child.exitCode === null && child.pid) process.kill(-child.pid, signal);
    const code = await exited;
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
