// The CSV worker thread when the server runs from its TypeScript sources (tsx, Vitest): Node 20
// gives a worker thread none of the parent's loader hooks, not even with `--import tsx` among
// its flags, so the thread registers tsx itself before loading the worker.
import { register } from "tsx/esm/api";

register();
const { default: writeCsv } = await import("./csvWorker.ts");

export default writeCsv;
