// System and browser tests run the app exactly as `npm start` does, which serves dist/:
// build it once up front so no test pays for (or races on) the build. Then one start migrates
// and seeds a data directory that each browser test file's app starts from a copy of: the
// demo seed is most of a start (about 60% on a loaded 2-core machine), paid once, not per file.
// CI makes that directory while it lints (.ci/run, tests/system/seedTemplate.ts) and names it in
// SYSTEM_TEST_DATA_TEMPLATE: its two runs of these tests start from it without seeding again.
import { existsSync, rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { buildAsNpmStartDoes, prepareDataTemplate } from "./runningApp.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, seeded, stopped data directory (startApp({ template })). */
    appDataTemplate: string;
  }
}

export default async function buildOnce(project: TestProject) {
  buildAsNpmStartDoes();
  const prepared = process.env.SYSTEM_TEST_DATA_TEMPLATE;
  if (prepared) {
    if (!existsSync(prepared)) throw new Error(`SYSTEM_TEST_DATA_TEMPLATE ${prepared} is missing`);
    // Whoever made it removes it.
    project.provide("appDataTemplate", prepared);
    return;
  }
  const template = await prepareDataTemplate();
  project.provide("appDataTemplate", template);
  return () => rmSync(template, { recursive: true, force: true });
}
