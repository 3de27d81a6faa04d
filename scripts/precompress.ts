import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What a browser downloads as text; images and fonts are compressed by their own format. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost (the API's threshold too). */
const MIN_BYTES = 1024;

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      // The manifest is read by the bench and the tests, never served.
      if (entry.isDirectory()) return entry.name === ".vite" ? [] : filesUnder(path);
      return [path];
    }),
  );
  return nested.flat();
};

const precompressFile = async (path: string) => {
  const original = await readFile(path);
  const [br, gz] = await Promise.all([
    // Done once per build, so the slowest, smallest settings: the server only reads the files.
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // @fastify/static (preCompressed) serves `<file>.br` / `<file>.gz` when the browser accepts them.
  if (br.length < original.length) await writeFile(`${path}.br`, br);
  if (gz.length < original.length) await writeFile(`${path}.gz`, gz);
};

/**
 * Writes a brotli and a gzip copy next to every text file of the build, so the server answers
 * compressed bytes without compressing at request time (issue 13: the sign-in page's ~900 kB
 * chunk used to travel uncompressed).
 */
export const precompress = (): Plugin => {
  let outDir = "dist";
  return {
    name: "lux-precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await filesUnder(outDir);
      const wanted = await Promise.all(
        files.map(async (path) => COMPRESSIBLE.test(path) && (await stat(path)).size >= MIN_BYTES),
      );
      await Promise.all(files.filter((_, index) => wanted[index]).map(precompressFile));
    },
  };
};
