// The bytes the sign-in page really transfers: the server started as `npm start` runs it, then
// /login and every file the page loads asked for with a browser's `accept-encoding: br, gzip`,
// counted as they come over the wire (bodies, not decompressed).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { rawGet } from "../tests/server/rawGet.ts";
import { freePort, spawnNode } from "../tests/server/spawnNode.ts";

export const SIGN_IN_WIRE_TARGET_BYTES = 320_000;
const BROWSER_ENCODINGS = { "accept-encoding": "br, gzip" };

export const measureSignInWire = async (files: readonly string[]) => {
  const dataDir = mkdtempSync(join(tmpdir(), "lux-bench-wire-"));
  const port = await freePort();
  // No demo seed: the sign-in page's bytes do not depend on the data.
  const server = spawnNode("server/main.ts", [], {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    SEED_DEMO: "false",
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await server.ready();
    let bytes = 0;
    const encodings = new Set<string>();
    for (const path of ["/login", ...files.map((file) => `/${file}`)]) {
      const answer = await rawGet(`${url}${path}`, BROWSER_ENCODINGS);
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
      bytes += answer.body.length;
      encodings.add(String(answer.headers["content-encoding"] ?? "identity"));
    }
    return { bytes, requests: files.length + 1, encodings: [...encodings] };
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
};
