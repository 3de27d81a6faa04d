import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface RunningApp {
  url: string;
  dataDir: string;
  /** Everything the process printed, for assertions and for a readable failure. */
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

const waitForHealth = async (url: string, child: ChildProcess, output: () => string) => {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`app exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/admin/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`app did not answer within 60 s:\n${output()}`);
};

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
    await waitForHealth(url, child, output);
  } catch (error) {
    await stop("SIGKILL");
    throw error;
  }
  return { url, dataDir, output, stop } satisfies RunningApp;
};
