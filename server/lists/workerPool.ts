import { parentPort, type TransferListItem, Worker } from "node:worker_threads";

interface Waiting {
  resolve(answer: unknown): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  waiting: Map<number, Waiting>;
}

interface Answered {
  id: number;
  answer?: unknown;
  error?: string;
}

export interface WorkerPoolOptions {
  /** The worker's module: a file or a `data:` URL. */
  url: URL;
  /** At most this many threads, more only when every one has work. */
  size: number;
  /** Threads stop after this long without work: their memory is not kept for the next export. */
  idleMs: number;
}

/**
 * Threads that run tasks for the main thread (a task is `{ id, task }`, the answer `{ id, answer }`
 * or `{ id, error }`, see answerTasks). They start when a task comes, are shared by every request
 * (concurrent exports queue on the same few threads, not one thread each), never hold the process
 * open, and stop when idle. A worker that dies rejects the tasks it held; the next task starts a
 * new one.
 */
export const workerPool = <Task, Answer>(options: WorkerPoolOptions) => {
  const threads = new Set<Thread>();
  let nextId = 0;
  let idleTimer: NodeJS.Timeout | undefined;

  const start = (): Thread => {
    const worker = new Worker(options.url);
    worker.unref();
    const thread: Thread = { worker, waiting: new Map() };
    worker.on("message", ({ id, answer, error }: Answered) => {
      const waiting = thread.waiting.get(id);
      thread.waiting.delete(id);
      if (error === undefined) waiting?.resolve(answer);
      else waiting?.reject(new Error(error));
      stopWhenIdle();
    });
    const ended = (error: Error) => {
      threads.delete(thread);
      for (const waiting of thread.waiting.values()) waiting.reject(error);
      thread.waiting.clear();
    };
    worker.on("error", ended);
    worker.on("exit", (code) => ended(new Error(`worker thread exited (${code})`)));
    threads.add(thread);
    return thread;
  };

  const leastBusy = (): Thread => {
    let chosen: Thread | undefined;
    for (const thread of threads) {
      if (!chosen || thread.waiting.size < chosen.waiting.size) chosen = thread;
    }
    if (!chosen || (chosen.waiting.size > 0 && threads.size < options.size)) return start();
    return chosen;
  };

  const stop = async () => {
    clearTimeout(idleTimer);
    // Out of the pool before they end: a task that comes meanwhile starts a new thread rather
    // than going to one that is terminating.
    const stopping = [...threads];
    threads.clear();
    await Promise.all(stopping.map((thread) => thread.worker.terminate()));
  };

  const stopWhenIdle = () => {
    clearTimeout(idleTimer);
    if ([...threads].some((thread) => thread.waiting.size > 0)) return;
    idleTimer = setTimeout(stop, options.idleMs);
    idleTimer.unref();
  };

  const run = (task: Task, transfer: readonly TransferListItem[] = []) =>
    new Promise<Answer>((resolve, reject) => {
      clearTimeout(idleTimer);
      const thread = leastBusy();
      const id = nextId++;
      thread.waiting.set(id, { resolve: resolve as (answer: unknown) => void, reject });
      try {
        thread.worker.postMessage({ id, task }, transfer);
      } catch (error) {
        // A task that cannot be copied to the thread (a function among its values) fails alone.
        thread.waiting.delete(id);
        reject(error);
      }
    });

  return { run, stop };
};

/** The worker's side of workerPool: each task's answer, or its error's message, in order. */
export const answerTasks = <Task, Answer>(
  handle: (task: Task) => { answer: Answer; transfer?: TransferListItem[] },
) => {
  const port = parentPort;
  if (!port) throw new Error("answerTasks runs in a worker thread");
  port.on("message", ({ id, task }: { id: number; task: Task }) => {
    try {
      const { answer, transfer } = handle(task);
      port.postMessage({ id, answer }, transfer ?? []);
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
};
