import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));

export interface Spawned {
  child: ChildProcess;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /**
   * Resolves when the server says it listens (server/main.ts's serveUntilStopped, over IPC);
   * rejects with what it printed when it exits first or stays silent past the timeout.
   */
  ready(timeoutMs?: number): Promise<void>;
  /** Resolves once the output holds `text` (a log line the test waits for, not a guessed delay). */
  printed(text: string, timeoutMs?: number): Promise<void>;
}

const announcedReady = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.on("message", (message) => {
      if (message === "ready") resolve();
    });
  });

/**
 * Starts a script of this repository in a child process with only the given env (TypeScript
 * through tsx), and Node's own flags (e.g. `--cpu-prof`, which NODE_OPTIONS refuses).
 */
export const spawnNode = (
  script: string,
  args: string[],
  env: Record<string, string | undefined>,
  nodeFlags: string[] = [],
): Spawned => {
  const loader = script.endsWith(".ts") ? ["--import", "tsx"] : [];
  const child = spawn(process.execPath, [...nodeFlags, ...loader, script, ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  let output = "";
  const waiting = new Set<{ text: string; resolve: () => void }>();
  const received = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of waiting) {
      if (!output.includes(waiter.text)) continue;
      waiting.delete(waiter);
      waiter.resolve();
    }
  };
  child.stdout?.on("data", received);
  child.stderr?.on("data", received);
  const printed = (text: string, timeoutMs = 10_000) =>
    new Promise<void>((resolve, reject) => {
      if (output.includes(text)) return resolve();
      const timer = setTimeout(() => {
        waiting.delete(waiter);
        reject(new Error(`${script} did not print ${text} within ${timeoutMs} ms\n${output}`));
      }, timeoutMs);
      const waiter = {
        text,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      waiting.add(waiter);
    });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on("exit", (code, signal) => resolve({ code, signal }));
  });
  const readySaid = announcedReady(child);
  const ready = async (timeoutMs = 60_000) => {
    let timer: NodeJS.Timeout | undefined;
    const silence = new Promise<"silent">((resolve) => {
      timer = setTimeout(() => resolve("silent"), timeoutMs);
    });
    const outcome = await Promise.race([
      readySaid.then(() => "ready" as const),
      exited.then(() => "exited" as const),
      silence,
    ]);
    clearTimeout(timer);
    if (outcome === "ready") return;
    const why =
      outcome === "exited"
        ? `exited (${child.exitCode ?? child.signalCode}) before it was ready`
        : `was not ready within ${timeoutMs} ms`;
    throw new Error(`${script} ${why}\n${output}`);
  };
  return { child, output: () => output, exited, ready, printed };
};

/** A TCP port that was free a moment ago, for a child process that must listen on a known port. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
