import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, expect, it } from "vitest";
import { API_BASE_PATH, APP_KEY_HEADER, DEFAULT_APP_KEY } from "../../domain/api.ts";
import { DEMO, describeServer, startTestServer, type TestServer } from "./harness.ts";
import { rawGet } from "./rawGet.ts";
import { connect } from "./socketClient.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
const ASSET = "/assets/signin-abc123.js";
const SCRIPT = `console.log(${JSON.stringify("sign-in ".repeat(400))});`;
const INDEX = `<!doctype html><html><head><script type="module" src="${ASSET}"></script></head><body><div id="root"></div>${"<!-- padding -->".repeat(80)}</body></html>`;

/** What scripts/precompress.ts writes beside each file of a real build. */
const writeWithCopies = (path: string, text: string) => {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
};

describeServer("compression of the SPA and the API", () => {
  let server: TestServer;
  let staticDir: string;
  let token: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), "lux-compress-"));
    mkdirSync(join(staticDir, "assets"));
    writeWithCopies(join(staticDir, "index.html"), INDEX);
    writeWithCopies(join(staticDir, "assets", "signin-abc123.js"), SCRIPT);
    server = await startTestServer({ env: { STATIC_DIR: staticDir } });
    token = await server.login(DEMO.admin.email, DEMO.admin.password);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const api = (path: string, acceptEncoding: string) =>
    rawGet(`${server.url}${API_BASE_PATH}${path}`, {
      authorization: `Bearer ${token}`,
      [APP_KEY_HEADER]: DEFAULT_APP_KEY,
      "accept-encoding": acceptEncoding,
    });

  it("sends a hashed script as brotli when accepted, cached for good", async () => {
    const answer = await rawGet(`${server.url}${ASSET}`, { "accept-encoding": "br, gzip" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["cache-control"]).toBe(IMMUTABLE);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it("sends it as gzip to a client that accepts gzip only", async () => {
    const answer = await rawGet(`${server.url}${ASSET}`, { "accept-encoding": "gzip" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["cache-control"]).toBe(IMMUTABLE);
    expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
  });

  it("sends it as it is to a client that accepts no encoding", async () => {
    const noEncoding: Record<string, string>[] = [{}, { "accept-encoding": "identity" }];
    for (const headers of noEncoding) {
      const answer = await rawGet(`${server.url}${ASSET}`, headers);
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(answer.headers["cache-control"]).toBe(IMMUTABLE);
      expect(answer.body.toString()).toBe(SCRIPT);
    }
  });

  it("sends the page of any client-side route compressed and never cached", async () => {
    const br = await rawGet(`${server.url}/login`, { "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("no-cache");
    expect(br.headers["content-type"]).toMatch(/^text\/html/);
    expect(brotliDecompressSync(br.body).toString()).toBe(INDEX);
    const gzip = await rawGet(`${server.url}/orders/list`, { "accept-encoding": "br;q=0, gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(INDEX);
    const plain = await rawGet(`${server.url}/orders/list`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(INDEX);
  });

  it("compresses a large list answer with gzip when asked", async () => {
    const answer = await api("/products?limit=100", "gzip");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    const body = JSON.parse(gunzipSync(answer.body).toString());
    expect(body.data.items.length).toBeGreaterThan(0);
    expect(answer.body.length).toBeLessThan(gunzipSync(answer.body).length / 2);
    const plain = await api("/products?limit=100", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(body);
  });

  it("sends a small answer as it is", async () => {
    const answer = await api("/health", "br, gzip");
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeLessThan(1024);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toBeTruthy();
  });

  it("streams an export as it is, whatever the client accepts", async () => {
    const answer = await api("/products/export/csv", "br, gzip");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.headers["transfer-encoding"]).toBe("chunked");
    expect(answer.headers["content-type"]).toMatch(/^text\/csv/);
    expect(answer.body.toString().split("\n").length).toBeGreaterThan(2);
  });

  it("leaves the socket alone: the handshake and its polling answer work", async () => {
    const socket = await connect(server.url, { token });
    sockets.push(socket);
    expect(socket.connected).toBe(true);
    const polling = await rawGet(`${server.url}/socket.io/?EIO=4&transport=polling`, {
      "accept-encoding": "br, gzip",
    });
    expect(polling.status).toBe(200);
    expect(polling.headers["content-encoding"]).not.toBe("br");
    expect(polling.body.toString()).toMatch(/^0\{"sid"/);
  });
});
