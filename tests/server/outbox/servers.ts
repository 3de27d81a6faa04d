import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../../server/config.ts";
import { startServer } from "../../../server/main.ts";
import type { OutboxTiming } from "../../../server/outbox/worker.ts";
import { type TestServer, testClient, testDatabaseEnv, testServerEnv } from "../harness.ts";

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
  return {
    url: server.url,
    app: server.app,
    config,
    env: withSmtp,
    ...testClient(server.url),
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
