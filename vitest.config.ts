import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig } from "vitest/config";
import { reactCompiler } from "./scripts/reactCompiler.ts";
import LongestFirstSequencer from "./tests/sequencer.ts";

const serverSuite = (name: string, database: "pglite" | "postgres") => ({
  extends: true as const,
  test: {
    name,
    environment: "node",
    include: ["tests/server/**/*.test.ts"],
    env: { TEST_DATABASE: database },
    // PGlite test servers start from a copy of one seeded data directory; PostgreSQL seeds each.
    globalSetup: database === "pglite" ? ["tests/server/seededTemplate.ts"] : [],
    // A worker runs its files one after another in one module graph: the server's modules and
    // PGlite's WebAssembly load once per worker, not once per file (each file still starts its
    // own app on its own database).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const SPA_TESTS = ["tests/spa/**/*.test.{ts,tsx}"];
// Files that run in a module graph of their own: those that replace a module with vi.mock (in a
// shared graph an earlier file may already have loaded the real one), and the app's whole route
// tree, whose auth provider keeps the profile for the module's life.
const ISOLATED = [
  "tests/spa/shell/Shell.test.tsx",
  "tests/spa/shell/liveCounters.test.ts",
  "tests/spa/presence/livePresence.test.ts",
  "tests/spa/shell/pageCache.test.tsx",
  "tests/spa/shell/loadScreens.test.tsx",
  "tests/spa/App.test.tsx",
];

const spaSuite = (
  name: string,
  files: { include: string[]; exclude?: string[]; isolate?: boolean },
) => ({
  extends: true as const,
  test: {
    name,
    environment: "jsdom",
    setupFiles: ["tests/spa/setup.ts"],
    // One module graph per worker: antd, Refine and the app load once, not once per file (half
    // the project's CPU). The files of a worker share one jsdom window too (setup.ts keeps its
    // animation frames off fake clocks); setup.ts re-reads the language for each file.
    isolate: false,
    ...files,
    // Whole screens render in jsdom while the server and browser projects share the CPU.
    testTimeout: 20_000,
    // One react-router instance for the test and @refinedev/react-router: loaded outside Vite,
    // Refine's bindings would get a react-router of their own, whose context the test's router
    // never fills.
    server: { deps: { inline: [/@refinedev\//] } },
  },
});

export default defineConfig({
  // The code under test is the code that ships: compiled by React's compiler as in the build.
  plugins: [react(), reactCompiler()],
  test: {
    // Two files at a time on this class of 2-core machine: browser and server files spend much of
    // their time waiting on a spawned server, Chromium or PostgreSQL, and one file at a time left
    // the second core idle.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      spaSuite("spa", {
        include: SPA_TESTS,
        exclude: [...configDefaults.exclude, ...ISOLATED],
      }),
      spaSuite("spa-isolated", { include: ISOLATED, isolate: true }),
      serverSuite("server-pglite", "pglite"),
      serverSuite("server-postgres", "postgres"),
      {
        extends: true,
        test: {
          name: "system",
          environment: "node",
          include: ["tests/system/**/*.test.ts", "tests/e2e/**/*.test.ts"],
          // Each file starts its own app (own port, data directory and database); a worker runs
          // its files one after another in one module graph and one Chromium (tests/e2e/browser.ts),
          // each test in a context of its own, emptied but with its HTTP cache (leaseContext): a
          // file no longer pays for a fresh worker, the imports of Playwright and the helpers, a
          // Chromium launch, nor each test for the app's code fetched and compiled again.
          isolate: false,
          globalSetup: ["tests/system/buildOnce.ts"],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
