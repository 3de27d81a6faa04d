// The API server a database benchmark drives: server/main.ts on PostgreSQL, no SPA, warnings only.
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { spawnNode } from "../tests/server/spawnNode.ts";

export const spawnBenchServer = (options: {
  port: number;
  dataDir: string;
  databaseUrl: string;
  /** More of the server's settings, e.g. TRUST_PROXY. */
  env?: Record<string, string>;
}) =>
  spawnNode(
    "server/main.ts",
    [],
    {
      NODE_ENV: "development",
      PORT: String(options.port),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl,
      LOG_LEVEL: "warn",
      JWT_SECRET: randomBytes(32).toString("hex"),
      STATIC_DIR: join(options.dataDir, "no-spa"),
      ...options.env,
    },
    // `BENCH_CPU_PROF=dir` writes the server's CPU profile there when it stops.
    process.env.BENCH_CPU_PROF
      ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
      : [],
  );
