import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig, parseConfig } from "../../server/config.ts";
import { spawnNode } from "./spawnNode.ts";

const dataDir = mkdtempSync(join(tmpdir(), "lux-config-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const refusal = (env: Record<string, string>) => {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected a ConfigError");
};

describe("configuration", () => {
  it("has safe defaults", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      nodeEnv: "development",
      dataDir: join(process.cwd(), "data"),
      databaseUrl: undefined,
      jwtExpiresIn: "24h",
      appKey: "lux-admin-web",
      mailFrom: "Luxury Marketplace <no-reply@localhost>",
      publicUrl: "http://localhost:3000",
      logLevel: "info",
      seedDemo: true,
      staticDir: join(process.cwd(), "dist"),
    });
    expect(parseConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
  });

  it("names the variable and the value in one line", () => {
    expect(refusal({ PORT: "abc" })).toBe(
      'PORT must be an integer between 0 and 65535 (got "abc")',
    );
    expect(refusal({ PORT: "70000" })).toBe(
      'PORT must be an integer between 0 and 65535 (got "70000")',
    );
    expect(refusal({ DATABASE_URL: "mysql://db/x" })).toBe(
      'DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://db/x")',
    );
    expect(refusal({ REDIS_URL: "http://cache" })).toMatch(/^REDIS_URL must be a redis:\/\//);
    expect(refusal({ SMTP_URL: "mail.example.com" })).toMatch(/^SMTP_URL must be a smtp:\/\//);
    expect(refusal({ PUBLIC_URL: "localhost:3000" })).toMatch(/^PUBLIC_URL must be a http:\/\//);
    expect(refusal({ JWT_EXPIRES_IN: "1 day" })).toMatch(/^JWT_EXPIRES_IN must be a duration/);
    expect(refusal({ LOG_LEVEL: "loud" })).toMatch(/^LOG_LEVEL must be one of .*silent/);
    expect(refusal({ NODE_ENV: "staging" })).toMatch(/^NODE_ENV must be one of/);
    expect(refusal({ SEED_DEMO: "maybe" })).toBe('SEED_DEMO must be true or false (got "maybe")');
    expect(refusal({ JWT_SECRET: "short" })).toMatch(/^JWT_SECRET must be at least 32 characters/);
    expect(refusal({ DATABASE_SCHEMA: "tests" })).toMatch(/^DATABASE_SCHEMA needs DATABASE_URL/);
    expect(refusal({ DATABASE_POOL_SIZE: "0" })).toBe(
      'DATABASE_POOL_SIZE must be an integer between 1 and 200 (got "0")',
    );
  });

  it("never echoes a secret: the JWT secret's length only, URL passwords masked", () => {
    expect(refusal({ JWT_SECRET: "hunter2-short" })).toBe(
      "JWT_SECRET must be at least 32 characters long (got 13 characters)",
    );
    expect(refusal({ REDIS_URL: "http://user:s3cret@cache:6379" })).toBe(
      'REDIS_URL must be a redis:// or rediss:// URL (got "http://user:***@cache:6379")',
    );
    expect(refusal({ STRIPE_SECRET_KEY: "pk_live_published-key" })).toBe(
      "STRIPE_SECRET_KEY must be a Stripe secret key starting with sk_ (got 21 characters)",
    );
    expect(refusal({ STRIPE_WEBHOOK_SECRET: "sk_test_not-a-webhook-secret" })).toBe(
      "STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret starting with whsec_ (got 28 characters)",
    );
  });

  it("uses Stripe only when its secret key is set", () => {
    expect(parseConfig({}).stripeSecretKey).toBeUndefined();
    expect(parseConfig({ STRIPE_SECRET_KEY: "sk_test_123" }).stripeSecretKey).toBe("sk_test_123");
    expect(parseConfig({}).stripeWebhookSecret).toBeUndefined();
    expect(parseConfig({ STRIPE_WEBHOOK_SECRET: "whsec_abc" }).stripeWebhookSecret).toBe(
      "whsec_abc",
    );
  });

  it("accepts the documented value forms", () => {
    const config = parseConfig({
      PORT: "0",
      DATABASE_URL: "postgresql://user@db:5432/app",
      REDIS_URL: "redis://cache:6379",
      SMTP_URL: "smtps://user:pass@mail.example.com",
      JWT_EXPIRES_IN: "15m",
      LOG_LEVEL: "silent",
      SEED_DEMO: "false",
    });
    expect(config).toMatchObject({
      port: 0,
      seedDemo: false,
      logLevel: "silent",
      jwtExpiresIn: "15m",
    });
    expect(parseConfig({ JWT_EXPIRES_IN: "7d" }).jwtExpiresIn).toBe("7d");
  });

  it("trusts a proxy's X-Forwarded-For only when TRUST_PROXY says so", () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(true);
    expect(parseConfig({ TRUST_PROXY: "TRUE" }).trustProxy).toBe(true);
    expect(parseConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8, ::1, fd00::/8" }).trustProxy).toEqual([
      "loopback",
      "10.0.0.0/8",
      "::1",
      "fd00::/8",
    ]);
    for (const bad of ["2", "maybe", "10.0.0.0/33", "10.0.0.1,", "nginx"]) {
      expect(refusal({ TRUST_PROXY: bad })).toBe(
        `TRUST_PROXY must be true, false, or a comma-separated list of the proxies' addresses or CIDR ranges (loopback, 10.0.0.0/8) (got "${bad}")`,
      );
    }
  });

  it("prefixes Redis keys only when REDIS_PREFIX is set", () => {
    expect(parseConfig({}).redisPrefix).toBeUndefined();
    expect(parseConfig({ REDIS_PREFIX: "shop-eu:" }).redisPrefix).toBe("shop-eu:");
    expect(refusal({ REDIS_PREFIX: "a b" })).toMatch(/^REDIS_PREFIX must be 1 to 64/);
  });

  it("is strict in production", () => {
    expect(refusal({ NODE_ENV: "production" })).toMatch(/^JWT_SECRET must be set/);
    const secret = "x".repeat(32);
    expect(parseConfig({ NODE_ENV: "production", JWT_SECRET: secret }).seedDemo).toBe(false);
    expect(refusal({ NODE_ENV: "production", JWT_SECRET: secret, SEED_DEMO: "true" })).toMatch(
      /^SEED_DEMO must not be true in production/,
    );
  });

  it("generates the JWT secret once and keeps it private", () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    const file = join(dataDir, "jwt-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it.each([
    ["PORT", "abc", 'Configuration error: PORT must be an integer between 0 and 65535 (got "abc")'],
    [
      "DATABASE_URL",
      "mysql://localhost/shop",
      'Configuration error: DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://localhost/shop")',
    ],
  ])("the server exits 1 with one clear line for a bad %s", async (name, value, line) => {
    const server = spawnNode("server/main.ts", [], { DATA_DIR: dataDir, [name]: value });
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.output().trim()).toBe(line);
  });
});
