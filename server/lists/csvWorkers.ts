import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import type { CsvTask } from "./csvWorker.ts";

export interface WorkerThreadsOptions {
  /** At most this many threads, more only when every one has work. */
  size: number;
  /** Threads stop after this long without work: their memory is not kept for the next export. */
  idleMs: number;
}

/**
 * Threads (piscina) that run a module's default export for the main thread. They start when a
 * task comes, are shared by every request (concurrent exports queue on the same few threads, not
 * one thread each), never hold the process open, and stop when idle. A thread that dies rejects
 * its task; the next task starts a new one.
 */
export const workerThreads = <Task, Answer>(module: URL, options: WorkerThreadsOptions) => {
  const threads = new Piscina<Task, Answer>({
    filename: module.href,
    minThreads: 0,
    maxThreads: options.size,
    idleTimeout: options.idleMs,
    // With atomics, piscina may take a thread's answer in the same turn as it handed it the task,
    // and then cancels the idle timer it has just set: the idle thread never stops. Our tasks are
    // whole batches of rows, where the message round trip atomics save is nothing.
    atomics: "disabled",
  });
  // A thread failing with no task on it: piscina says so as an event, which unheard would end
  // the server; the next task starts a new thread anyway.
  threads.on("error", (error: Error) => process.emitWarning(error));
  return threads;
};

// Beside this module in the sources, through tsx; beside dist-server/main.mjs in the bundle
// `npm start` runs, where esbuild writes it as a second entry (scripts/ensureBuild.mjs).
const CSV_WORKER = new URL(
  import.meta.url.endsWith(".ts") ? "./csvWorkerFromSources.mjs" : "./csvWorker.mjs",
  import.meta.url,
);

/**
 * The threads that write CSV batches: one core fewer than the machine has, the main thread
 * keeping one to read rows from the database, as psql and PostgreSQL share a COPY.
 */
const csvWorkers = workerThreads<CsvTask, ArrayBuffer>(CSV_WORKER, {
  size: Math.max(1, availableParallelism() - 1),
  idleMs: 30_000,
});

/** A batch's CSV text, written and encoded in a worker thread. */
export const csvBytes = async (task: CsvTask) => Buffer.from(await csvWorkers.run(task));
