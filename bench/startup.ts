// Wall-clock time from `npm start` to the sign-in page answering: once on an empty data
// directory (first start, migrations and demo seed included) and then on the same directory.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureBuild } from "../scripts/ensureBuild.mjs";
import { freePort } from "../tests/server/spawnNode.ts";

const FIRST_START_TARGET_MS = 15_000;
const RESTART_TARGET_MS = 3_000;
const RESTARTS = 5;

const timeToSignInPage = async (dataDir: string) => {
  const port = await freePort();
  const started = performance.now();
  const child = spawn("npm", ["start", "--silent"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "ignore",
    detached: true,
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    for (;;) {
      if (performance.now() - started > 60_000) throw new Error("no answer within 60 s");
      const answered = await fetch(`http://127.0.0.1:${port}/login`).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    if (child.pid) process.kill(-child.pid, "SIGTERM");
    await exited;
  }
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export const measureStartup = async () => {
  ensureBuild();
  const dataDir = mkdtempSync(join(tmpdir(), "lux-bench-"));
  try {
    const firstStart = await timeToSignInPage(dataDir);
    const restarts: number[] = [];
    for (let run = 0; run < RESTARTS; run += 1) restarts.push(await timeToSignInPage(dataDir));
    return { firstStart, restart: median(restarts), restarts };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

export const report = async () => {
  const { firstStart, restart, restarts } = await measureStartup();
  const ms = (value: number) => `${Math.round(value).toLocaleString("en")} ms`;
  console.info(
    `first start on an empty data directory, seed included: ${ms(firstStart)} (target ≤ ${ms(FIRST_START_TARGET_MS)})`,
  );
  console.info(
    `npm start on a built checkout to the sign-in page: median ${ms(restart)} of ${restarts.map(ms).join(", ")} (target ≤ ${ms(RESTART_TARGET_MS)})`,
  );
};
