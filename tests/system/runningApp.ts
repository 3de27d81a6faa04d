import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureBuild } from "../../scripts/ensureBuild.mjs";
import { freePort, REPO_ROOT, spawnNode } from "../server/spawnNode.ts";

/** What `npm start` runs, which buildAsNpmStartDoes and startApp do step by step. */
const START_SCRIPT = "node scripts/ensureBuild.mjs && node dist-server/main.mjs";

/**
 * `npm start`'s first step, once before any startApp: builds what is stale. Fails when
 * package.json's start script no longer is the two steps these helpers take.
 */
export const buildAsNpmStartDoes = () => {
  const { scripts } = JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8"));
  if (scripts.start !== START_SCRIPT) {
    throw new Error(`npm start now runs "${scripts.start}": make startApp run the same`);
  }
  ensureBuild();
};

export interface RunningApp {
  url: string;
  dataDir: string;
  /** Everything the process printed, for assertions and for a readable failure. */
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/**
 * Starts the product as `npm start`'s second step does, dist-server/main.mjs (built by
 * buildAsNpmStartDoes), on a fresh data directory: an empty one, or a copy of `template` (a data
 * directory an earlier start migrated and seeded, see prepareDataTemplate), which skips the
 * migrations and the demo seed (most of a start). Without npm in between, the server's IPC
 * channel reaches this process, so it knows the server listens without polling it.
 */
export const startApp = async (
  options: { dataDir?: string; template?: string; env?: Record<string, string> } = {},
) => {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "lux-app-"));
  if (options.template && !options.dataDir) cpSync(options.template, dataDir, { recursive: true });
  const server = spawnNode("dist-server/main.mjs", [], {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ...options.env,
  });
  const stop = async (signal: NodeJS.Signals = "SIGTERM") => {
    // A process already killed (stop("SIGKILL") earlier) has a signal code and no exit code.
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill(signal);
    }
    const { code } = await server.exited;
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    return code;
  };
  try {
    await server.ready();
  } catch (error) {
    await stop("SIGKILL");
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    output: server.output,
    stop,
  } satisfies RunningApp;
};

/**
 * A data directory as a first `npm start` leaves it (migrated, demo data seeded), stopped
 * cleanly: startApp({ template }) copies it for each test file instead of seeding again.
 */
export const prepareDataTemplate = async (): Promise<string> => {
  const dataDir = mkdtempSync(join(tmpdir(), "lux-app-template-"));
  const app = await startApp({ dataDir });
  const code = await app.stop();
  if (code !== 0) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`the template app stopped with ${code}\n${app.output()}`);
  }
  return dataDir;
};
