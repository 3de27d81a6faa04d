import { createHash, randomBytes } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { describe, inject } from "vitest";
import { API_BASE_PATH, APP_KEY_HEADER, DEFAULT_APP_KEY } from "../../domain/api.ts";
import type { App } from "../../server/appInstance.ts";
import { type Config, loadConfig } from "../../server/config.ts";
import { openDatabase } from "../../server/db/client.ts";
import { type StartOptions, startServer } from "../../server/main.ts";
import { probePostgres, TEST_DATABASE_URL } from "./postgres.ts";

export { TEST_DATABASE_URL };

/** Which database this vitest project runs against (vitest.config.ts sets it per project). */
export const TEST_DATABASE: "pglite" | "postgres" =
  process.env.TEST_DATABASE === "postgres" ? "postgres" : "pglite";

export const APP_KEY = DEFAULT_APP_KEY;
export const JWT_SECRET = "test-secret-that-is-long-enough-for-hs256-signing";
export const DEMO = {
  admin: { email: "admin@example.com", password: "Admin#2026" },
  operator: { email: "operator@example.com", password: "Operator#2026" },
  seller: { email: "seller@example.com", password: "Seller#2026" },
  sellerLinked: { email: "seller.linked@example.com", password: "Seller#2026" },
  customer: { email: "sofia.ricci@example.it", password: "Customer#2026" },
} as const;

/**
 * Outside CI a missing PostgreSQL skips the server-postgres files with a note; in CI it fails,
 * because a silently skipped suite would look like a passing one.
 */
const unavailable = TEST_DATABASE === "postgres" ? await probePostgres() : undefined;
if (unavailable && process.env.CI === "true") throw new Error(`${unavailable}; CI needs it`);
if (unavailable) console.warn(`Skipping: ${unavailable}`);

/** `describe` for files that need a server: skipped (with the note above) without a database. */
export const describeServer = unavailable ? describe.skip : describe;

export interface TestServer {
  url: string;
  app: App;
  config: Config;
  /** Environment that reaches the same database from a spawned process. */
  env: Record<string, string>;
  /** Signs in through HTTP and returns the token; throws on anything but 200. */
  login(email: string, password: string): Promise<string>;
  /** fetch against /admin/api with the app key, JSON and optionally a bearer token. */
  api(path: string, init?: RequestInit & { token?: string; language?: string }): Promise<Response>;
  close(): Promise<void>;
}

/** The API calls and the sign-in of a test server at `url`, as TestServer offers them. */
export const testClient = (url: string): Pick<TestServer, "api" | "login"> => {
  const api: TestServer["api"] = (path, init = {}) => {
    const { token, language, headers, ...rest } = init;
    return fetch(`${url}${API_BASE_PATH}${path}`, {
      ...rest,
      headers: {
        [APP_KEY_HEADER]: APP_KEY,
        // A string body is JSON; FormData sets its own multipart type and boundary.
        ...(typeof rest.body === "string" ? { "content-type": "application/json" } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(language ? { "accept-language": language } : {}),
        ...(headers as Record<string, string> | undefined),
      },
    });
  };

  return {
    api,
    login: async (email, password) => {
      const response = await api("/user/login", {
        method: "POST",
        body: JSON.stringify({ email, password }),
      });
      const body = (await response.json()) as { token?: string; message: string };
      if (response.status !== 200 || !body.token) {
        throw new Error(`login ${email} answered ${response.status}: ${body.message}`);
      }
      return body.token;
    },
  };
};

export interface TestServerOptions extends StartOptions {
  env?: Record<string, string>;
}

const MIGRATIONS = fileURLToPath(new URL("../../server/db/migrations/", import.meta.url));
const PGLITE_PACKAGE = fileURLToPath(
  new URL("../../node_modules/@electric-sql/pglite/package.json", import.meta.url),
);

/**
 * PGlite's first open runs initdb (about 3 s). Test databases are copies of one migrated
 * template instead, built once per migration set and PGlite version. It is built in a private
 * directory and renamed into place, so parallel test files never see a half-built template.
 */
const pgliteTemplate = async (): Promise<string> => {
  const hash = createHash("sha256");
  for (const file of readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith(".sql"))
    .sort()) {
    hash.update(file).update(readFileSync(join(MIGRATIONS, file)));
  }
  hash.update(readFileSync(PGLITE_PACKAGE));
  const fingerprint = hash.digest("hex").slice(0, 16);
  const template = join(tmpdir(), `lux-pglite-template-${fingerprint}`);
  if (existsSync(join(template, "ready"))) return template;
  const building = mkdtempSync(join(tmpdir(), "lux-pglite-building-"));
  const database = await openDatabase({ dataDir: building });
  await database.close();
  writeFileSync(join(building, "ready"), "");
  try {
    renameSync(building, template);
  } catch {
    // Another test file finished first: its template is the same.
    rmSync(building, { recursive: true, force: true });
  }
  return template;
};

/**
 * A fresh, isolated database environment: a PGlite directory or a new PostgreSQL schema. With
 * `seeded`, on PGlite, a copy of this run's seeded data directory (seededTemplate.ts): the
 * server then finds the demo data and does not seed again.
 */
export const testDatabaseEnv = async (
  dataDir: string,
  { seeded = false } = {},
): Promise<{ env: Record<string, string>; drop(): Promise<void> }> => {
  if (TEST_DATABASE === "pglite") {
    // Outside a Vitest run (`npm run bench fuzz`) there is no run-wide template: the server seeds.
    const seededTemplate = seeded && process.env.VITEST ? inject("seededDataTemplate") : undefined;
    if (seededTemplate) cpSync(seededTemplate, dataDir, { recursive: true });
    else
      cpSync(join(await pgliteTemplate(), "pglite"), join(dataDir, "pglite"), { recursive: true });
    return { env: { DATA_DIR: dataDir }, drop: async () => {} };
  }
  const schema = `test_${randomBytes(6).toString("hex")}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema },
    drop: async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      try {
        await client.query(`drop schema if exists "${schema}" cascade`);
      } finally {
        await client.end();
      }
    },
  };
};

/** What every test server runs with, on `dataDir` (quiet, any free port, no built SPA). */
export const testServerEnv = (dataDir: string): Record<string, string> => ({
  NODE_ENV: "test",
  HOST: "127.0.0.1",
  PORT: "0",
  LOG_LEVEL: "silent",
  JWT_SECRET,
  DATA_DIR: dataDir,
  STATIC_DIR: join(dataDir, "no-spa"),
});

export const startTestServer = async (options: TestServerOptions = {}): Promise<TestServer> => {
  const dataDir = mkdtempSync(join(tmpdir(), "lux-test-"));
  const database = await testDatabaseEnv(join(dataDir, "data"), {
    seeded: options.env?.SEED_DEMO !== "false",
  });
  const env: Record<string, string> = {
    ...testServerEnv(dataDir),
    ...database.env,
    ...options.env,
  };
  const config = loadConfig(env);
  const { env: _ignored, ...startOptions } = options;
  const server = await startServer(config, {
    ...startOptions,
    // Own rate-limit counters per test server, even when several share one Redis.
    overrides: {
      rateLimitNamespace: `test-${randomBytes(6).toString("hex")}:`,
      ...options.overrides,
    },
  }).catch(async (error: unknown) => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });

  const { api, login } = testClient(server.url);

  return {
    url: server.url,
    app: server.app,
    config,
    env,
    api,
    login,
    close: async () => {
      await server.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
