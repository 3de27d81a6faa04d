// Builds what `npm start` runs when it is missing or older than its sources, so `npm start` on a
// fresh clone (or after a pull) always serves the current code without a separate build step:
// the SPA into dist/ (vite), and the server into one file, dist-server/main.mjs (esbuild).
// The server bundle starts about a second sooner than the TypeScript sources through tsx, whose
// loader hooks cost a round trip to a worker thread for every module (issue 13, start-up).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

const newestMtime = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    0,
  );
};

/** A build is stale when its output is missing or older than any of its sources. */
const stale = ({ output, sources }) => {
  const target = join(root, output);
  if (!existsSync(target)) return true;
  const builtAt = statSync(target).mtimeMs;
  return sources.some((source) => newestMtime(join(root, source)) > builtAt);
};

const spa = {
  name: "SPA into dist/",
  output: "dist/.vite/manifest.json",
  sources: [
    "src",
    "domain",
    "locales",
    "public",
    "index.html",
    "vite.config.ts",
    "scripts/precompress.ts",
    "scripts/reactCompiler.ts",
    "scripts/antdStyles.ts",
    "scripts/bakeAntdStyles.ts",
    "scripts/earlySignIn.ts",
    "scripts/earlySignInMarkup.ts",
    "scripts/earlySignInScript.ts",
    "package-lock.json",
  ],
  // A child process with NODE_ENV=production: a caller running under NODE_ENV=test (Vitest)
  // would otherwise get React's development build.
  build: () =>
    execFileSync(
      process.execPath,
      [join(root, "node_modules", "vite", "bin", "vite.js"), "build", "--logLevel", "warn"],
      { cwd: root, env: { ...process.env, NODE_ENV: "production" }, stdio: "inherit" },
    ),
};

/**
 * Packages left in node_modules: each reads files next to its own code (PGlite its WebAssembly,
 * the Swagger UI its page, socket.io its client, pino its transport worker, piscina its thread's
 * module, @fastify/swagger and ioredis their __dirname), or is an optional native add-on the
 * bundle must not require. Piscina is also one copy for both the server and the CSV worker: the
 * mark its `move()` puts on an answer is a symbol of that one module.
 */
const UNBUNDLED = [
  "@electric-sql/pglite",
  "@fastify/swagger",
  "@fastify/swagger-ui",
  "ioredis",
  "pg-native",
  "pino",
  "piscina",
  "socket.io",
  "thread-stream",
];

/**
 * Our code and most packages in one file: Node then loads one module instead of about a
 * thousand (200 ms of a 1.9 s start, issue 13). The bundle sits one folder below the root, as
 * server/paths.ts does, so the paths the server reads hold in both. The exports' CSV worker
 * thread is a second entry beside it (server/lists/csvWorkers.ts).
 */
const SERVER_BUNDLE = "dist-server/main.mjs";
const server = {
  name: `server into ${SERVER_BUNDLE}`,
  output: SERVER_BUNDLE,
  sources: ["server", "domain", "package-lock.json", "patches", "scripts/ensureBuild.mjs"],
  // Required when needed: loading esbuild would add a tenth of a second to every start.
  build: () =>
    createRequire(import.meta.url)("esbuild").buildSync({
      absWorkingDir: root,
      entryPoints: ["server/main.ts", "server/lists/csvWorker.ts"],
      outdir: "dist-server",
      entryNames: "[name]",
      outExtension: { ".js": ".mjs" },
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      external: UNBUNDLED.flatMap((name) => [name, `${name}/*`]),
      // The CommonJS packages inside an ES module bundle still call require().
      banner: {
        js: "import { createRequire as bundleRequire } from 'node:module'; const require = bundleRequire(import.meta.url);",
      },
      logLevel: "warning",
    }),
};

/** Builds the stale ones; says which it built. */
export const ensureBuild = () => {
  const built = [spa, server].filter(stale);
  for (const build of built) build.build();
  return built.map((build) => build.name);
};

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const name of ensureBuild()) console.info(`Built the ${name}`);
}
