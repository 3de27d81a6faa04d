/**
 * What a page load with a session reads before the shell first renders: a list's rows, the
 * dashboard's figures (lists/readAtStart.ts, resources/dashboard/earlyRead.ts). The shell's first
 * render waits for them a little, so its page shows them in its first frame: rendering it with
 * a skeleton and again with the rows took 100–130 ms more than the read's last 20 ms (issue 13).
 */
const reads: Promise<unknown>[] = [];

/** Past this the shell renders without them, and its page shows them when they come. */
const WAIT_MS = 250;

/** The shell's first render waits for `read` (a failed read as much as an answered one). */
export const shellWaitsFor = (read: Promise<unknown>) => {
  reads.push(read.catch(() => undefined));
};

/** Settles once every read started so far is in, or after WAIT_MS; later calls wait for later reads only. */
export const readsAtStartSettled = () =>
  Promise.race([
    Promise.all(reads.splice(0)),
    new Promise<void>((resolve) => window.setTimeout(resolve, WAIT_MS)),
  ]);
