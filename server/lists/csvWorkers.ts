import { availableParallelism } from "node:os";
import type { CsvTask } from "./csvWorker.ts";
import { workerPool } from "./workerPool.ts";

// Beside this module in the sources, through tsx; beside dist-server/main.mjs in the bundle
// `npm start` runs, where esbuild writes it as a second entry (scripts/ensureBuild.mjs).
const WORKER = new URL(
  import.meta.url.endsWith(".ts") ? "./csvWorkerFromSources.mjs" : "./csvWorker.mjs",
  import.meta.url,
);

/**
 * The threads that write CSV batches: one core fewer than the machine has, the main thread
 * keeping one to read rows from the database, as psql and PostgreSQL share a COPY.
 */
const csvWorkers = workerPool<CsvTask, ArrayBuffer>({
  url: WORKER,
  size: Math.max(1, availableParallelism() - 1),
  idleMs: 30_000,
});

/** A batch's CSV text, written and encoded in a worker thread. */
export const csvBytes = async (task: CsvTask) => Buffer.from(await csvWorkers.run(task));
