import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { API_BASE_PATH, APP_KEY_HEADER } from "../../../domain/api.ts";
import { loadConfig } from "../../../server/config.ts";
import { startServer } from "../../../server/main.ts";
import type { OutboxTiming } from "../../../server/outbox/worker.ts";
import { APP_KEY, type TestServer, testDatabaseEnv, testServerEnv } from "../harness.ts";

/**
 * One database that servers start on one after the other (a restart) or side by side (two
 * instances, PostgreSQL only), each sending its mails to `smtpUrl`.
 */
export const sharedDatabase = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "lux-outbox-"));
  const database = await testDatabaseEnv(join(dataDir, "data"), { seeded: true });
  const env = { ...testServerEnv(dataDir), ...database.env };
  return {
    env,
    start: (smtpUrl: string, outbox: Partial<OutboxTiming>) => startOn(env, smtpUrl, outbox),
    drop: async () => {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

const startOn = async (
  env: Record<string, string>,
  smtpUrl: string,
  outbox: Partial<OutboxTiming>,
): Promise<TestServer> => {
  const withSmtp = { ...env, SMTP_URL: smtpUrl };
  const config = loadConfig(withSmtp);
  const server = await startServer(config, {
    overrides: { outbox, rateLimitNamespace: `test-${randomBytes(6).toString("hex")}:` },
  });
  const api: TestServer["api"] = (path, init = {}) => {
    const { token, language, headers, ...rest } = init;
    return fetch(`${server.url}${API_BASE_PATH}${path}`, {
      ...rest,
      headers: {
        [APP_KEY_HEADER]: APP_KEY,
        ...(typeof rest.body === "string" ? { "content-type": "application/json" } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(language ? { "accept-language": language } : {}),
        ...(headers as Record<string, string> | undefined),
      },
    });
  };
  return {
    url: server.url,
    app: server.app,
    config,
    env: withSmtp,
    api,
    login: async (email, password) => {
      const response = await api("/user/login", {
        method: "POST",
        body: JSON.stringify({ email, password }),
      });
      const body = (await response.json()) as { token?: string; message: string };
      if (!body.token) throw new Error(`login ${email} answered ${response.status}`);
      return body.token;
    },
    close: server.close,
  };
};

/** Checks `condition` every 20 ms until it holds; fails after `ms` with what it last saw. */
export const until = async <T>(
  read: () => Promise<T>,
  condition: (value: T) => boolean,
  ms = 10_000,
): Promise<T> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (condition(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(`condition not met within ${ms} ms; last: ${JSON.stringify(value)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
