// The server tests on PGlite start about fifty servers, each on a fresh database with the demo
// data: seeding was 40% of a start. One start here migrates and seeds a data directory, and each
// test server starts from a copy of it (harness.ts), as the browser tests' apps do (buildOnce.ts).
// Made per run, so the seed's dates are as fresh as a seed at each start would be.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { loadConfig } from "../../server/config.ts";
import { startServer } from "../../server/main.ts";
import { testServerEnv } from "./harness.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, seeded, stopped PGlite data directory (server-pglite only). */
    seededDataTemplate?: string;
  }
}

export default async function seededTemplate(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), "lux-seeded-"));
  const server = await startServer(loadConfig(testServerEnv(dataDir)));
  await server.close();
  project.provide("seededDataTemplate", dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
