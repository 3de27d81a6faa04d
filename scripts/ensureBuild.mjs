// Builds the SPA when dist/ is missing or older than its sources, so `npm start` on a fresh
// clone (or after a pull) always serves the current screens without a separate build step.
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

export const ensureBuild = async () => {
  if (!isBuildStale()) return false;
  const { build } = await import("vite");
  await build({ root, logLevel: "warn" });
  return true;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const built = await ensureBuild();
  if (built) console.info("SPA built into dist/");
}
