// The bytes (gzip) a browser downloads to show the sign-in page: the entry chunk, everything it
// imports statically, the CSS, and the login screen's lazy chunk with its own static imports.
// Then the same page as the server really sends it, compressed, over the wire (signInWire.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { DEFAULT_LANGUAGE } from "../domain/languages.ts";
import { ensureBuild } from "../scripts/ensureBuild.mjs";
import { measureSignInWire, SIGN_IN_WIRE_TARGET_BYTES } from "./signInWire.ts";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The sign-in page's budget (issue 13): a build over it fails the bench and tests/system. */
export const SIGN_IN_BUDGET_BYTES = 300_000;
const LOGIN_MODULE = "src/auth/LoginPage.tsx";

const closure = (
  manifest: Record<string, ManifestChunk>,
  key: string,
  seen = new Set<string>(),
) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
};

const dist = join(import.meta.dirname, "..", "dist");

/** The build's manifest (dist/, built first if it is missing or stale). */
export const readBuildManifest = (): Record<string, ManifestChunk> => {
  ensureBuild();
  return JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));
};

/** The text of a built file, by its path under dist/ as the manifest names it. */
export const readBuiltFile = (file: string) => readFileSync(join(dist, file), "utf8");

export const measureSignInBundle = async () => {
  const manifest = readBuildManifest();
  if (!manifest[LOGIN_MODULE]) throw new Error(`${LOGIN_MODULE} is not a chunk of its own`);
  const chunks = new Set([...closure(manifest, "index.html"), ...closure(manifest, LOGIN_MODULE)]);
  const files = new Set<string>();
  for (const key of chunks) {
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  let gzip = 0;
  for (const file of files) gzip += gzipSync(readBuiltFile(file)).length;
  // The page also loads the UI language's texts at start (providers/i18n.ts): only over the wire.
  const texts = Object.entries(manifest)
    .filter(([key]) => key.startsWith(`locales/${DEFAULT_LANGUAGE}/`))
    .map(([, chunk]) => chunk.file);
  return { gzip, files: files.size, paths: [...files, ...texts] };
};

export const report = async () => {
  const { gzip, files, paths } = await measureSignInBundle();
  console.info(
    `sign-in page JS+CSS: ${gzip.toLocaleString("en")} bytes gzip in ${files} files (target ≤ ${SIGN_IN_BUDGET_BYTES.toLocaleString("en")})`,
  );
  // Over budget is a failure, not a figure to read past: CI and `npm run bench` exit non-zero.
  if (gzip > SIGN_IN_BUDGET_BYTES) {
    console.error("sign-in page over its budget: see vite.config.ts (the signin chunk)");
    process.exitCode = 1;
  }
  const wire = await measureSignInWire(paths);
  console.info(
    `sign-in page over the wire (HTML, JS, CSS and its language's texts, accept-encoding: br, gzip): ${wire.bytes.toLocaleString("en")} bytes in ${wire.requests} requests, ${wire.encodings.join("/")} (target ≤ ${SIGN_IN_WIRE_TARGET_BYTES.toLocaleString("en")})`,
  );
  if (wire.bytes > SIGN_IN_WIRE_TARGET_BYTES) process.exitCode = 1;
};
