// Builds the SPA when dist/ is missing or older than its sources, so `npm start` on a fresh
// clone (or after a pull) always serves the current screens without a separate build step.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const manifest = join(root, "dist", ".vite", "manifest.json");
const sources = [
  "src",
  "domain",
  "locales",
  "public",
  "index.html",
  "vite.config.ts",
  "scripts/precompress.ts",
  "package-lock.json",
];

const newestMtime = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    0,
  );
};

export const isBuildStale = () => {
  if (!existsSync(manifest)) return true;
  const builtAt = statSync(manifest).mtimeMs;
  return sources.some((source) => newestMtime(join(root, source)) > builtAt);
};

export const ensureBuild = () => {
  if (!isBuildStale()) return false;
  // A child process with NODE_ENV=production: a caller running under NODE_ENV=test (Vitest)
  // would otherwise get React's development build.
  execFileSync(
    process.execPath,
    [join(root, "node_modules", "vite", "bin", "vite.js"), "build", "--logLevel", "warn"],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production" },
      stdio: "inherit",
    },
  );
  return true;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const built = ensureBuild();
  if (built) console.info("SPA built into dist/");
}
