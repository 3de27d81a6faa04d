import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeServer, startTestServer, type TestServer } from "./harness.ts";

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';
const EARLY = {
  it: '<!doctype html><html lang="it"><body><main id="early-sign-in">Accedi</main></body></html>',
  en: '<!doctype html><html lang="en"><body><main id="early-sign-in">Sign in</main></body></html>',
};

describeServer("single-page app serving", () => {
  let server: TestServer;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), "lux-spa-"));
    mkdirSync(join(staticDir, "assets"));
    writeFileSync(join(staticDir, "index.html"), INDEX);
    writeFileSync(join(staticDir, "assets", "index-abc123.js"), "console.log('app');");
    writeFileSync(join(staticDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    writeFileSync(join(staticDir, "login.it.html"), EARLY.it);
    writeFileSync(join(staticDir, "login.it.html.gz"), gzipSync(EARLY.it));
    writeFileSync(join(staticDir, "login.en.html"), EARLY.en);
    server = await startTestServer({ env: { STATIC_DIR: staticDir } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it("serves index.html at / without caching it", async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toBe(INDEX);
  });

  it("falls back to index.html for client-side routes", async () => {
    for (const path of [
      "/login?method=code",
      "/forgot-password",
      "/orders/list",
      "/orders/view-order/42?tab=history",
      "/user/index",
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.text()).toBe(INDEX);
    }
  });

  it("answers /login with the sign-in page as plain HTML, in the language the visitor chose", async () => {
    const page = async (path: string, cookie?: string) => {
      const response = await fetch(`${server.url}${path}`, {
        headers: cookie ? { cookie } : {},
      });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.headers.get("vary")).toContain("cookie");
      return response.text();
    };
    expect(await page("/login")).toBe(EARLY.it);
    expect(await page("/login?redirect=%2Forders%2Flist")).toBe(EARLY.it);
    expect(await page("/login", "language=en")).toBe(EARLY.en);
    expect(await page("/login", "language=fr")).toBe(EARLY.it);
    // Signed in: the app sends the visitor on; the plain form would only flash.
    expect(await page("/login", "language=en; Admin-Token=abc")).toBe(INDEX);
    expect(await page("/login?method=code")).toBe(INDEX);
  });

  it("sends the compressed copy of the sign-in page the build wrote", async () => {
    const response = await fetch(`${server.url}/login`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    // fetch decompresses: the bytes are the page's.
    expect(await response.text()).toBe(EARLY.it);
  });

  it("caches fingerprinted assets for a year", async () => {
    const response = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toContain("console.log");
    const other = await fetch(`${server.url}/favicon.svg`);
    expect(other.headers.get("cache-control")).toBe("no-cache");
    await other.text();
  });

  it("does not fall back for API paths, missing assets or other methods", async () => {
    const api = await fetch(`${server.url}/admin/api/missing`);
    expect(api.status).toBe(404);
    expect(api.headers.get("content-type")).toMatch(/^application\/json/);
    await api.text();
    const post = await fetch(`${server.url}/orders/list`, { method: "POST" });
    expect(post.status).toBe(404);
    await post.text();
  });

  it("sends a content security policy that allows the SPA", async () => {
    const response = await fetch(`${server.url}/`);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("connect-src 'self'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    await response.text();
  });
});
