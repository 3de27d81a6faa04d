import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/**
 * Exports read up to hundreds of thousands of rows, a batch at a time: nothing stays reachable,
 * but V8 lets garbage pile up (it grows the heap to a few times the live size before a full
 * collection), so the process would still swell by 150 MB or more. Exports ask for a full
 * collection whenever the heap has grown by HEAP_SLACK since they started: a pause of a few
 * milliseconds every few thousand rows keeps the process flat. Jest's leak detector reaches
 * `gc` the same way.
 */
setFlagsFromString("--expose-gc");
const collect = runInNewContext("gc") as () => void;
setFlagsFromString("--no-expose-gc");

const HEAP_SLACK = 48 * 1024 * 1024;

/** A guard for one long export: call `check()` after each batch. */
export const heapGuard = () => {
  let ceiling = process.memoryUsage().heapUsed + HEAP_SLACK;
  return {
    check: () => {
      if (process.memoryUsage().heapUsed < ceiling) return;
      collect();
      ceiling = process.memoryUsage().heapUsed + HEAP_SLACK;
    },
  };
};
