// `npm run bench [name…]`: every benchmark (or the named ones) in turn, each printing its figures.
import * as exportBenchmark from "./export.ts";
import * as liveLatency from "./liveLatency.ts";
import * as signInBundle from "./signInBundle.ts";
import * as startup from "./startup.ts";

const benchmarks: Record<string, { report: () => Promise<void> }> = {
  signInBundle,
  startup,
  export: exportBenchmark,
  liveLatency,
};

const wanted = process.argv.slice(2);
for (const [name, benchmark] of Object.entries(benchmarks)) {
  if (wanted.length === 0 || wanted.includes(name)) await benchmark.report();
}
