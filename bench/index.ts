// `npm run bench [name…]`: every benchmark (or the named ones) in turn, each printing its figures.
// The list load run (about 130 rows of 50 clients, minutes), the browser screens run (Chromium,
// minutes) and the 10,000-row import (minutes) run only when named: `npm run bench lists`,
// `npm run bench screens`, `npm run bench import`.
import * as exportBenchmark from "./export.ts";
import * as fuzz from "./fuzz.ts";
import * as importBenchmark from "./import.ts";
import * as lists from "./lists.ts";
import * as liveLatency from "./liveLatency.ts";
import * as screens from "./screens.ts";
import * as signInBundle from "./signInBundle.ts";
import * as startup from "./startup.ts";
import * as stock from "./stock.ts";
import * as writes from "./writes.ts";

const benchmarks: Record<string, { report: () => Promise<void> }> = {
  signInBundle,
  startup,
  export: exportBenchmark,
  liveLatency,
  fuzz,
  writes,
  stock,
  import: importBenchmark,
  lists,
  screens,
};

const ON_REQUEST = ["lists", "screens", "import"];

const wanted = process.argv.slice(2);
for (const [name, benchmark] of Object.entries(benchmarks)) {
  const chosen = wanted.length === 0 ? !ON_REQUEST.includes(name) : wanted.includes(name);
  if (chosen) await benchmark.report();
}
