import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import { resolve } from "node:path";
import { z } from "zod";
import { DEFAULT_APP_KEY } from "../domain/api.ts";

/** Thrown for a bad environment value; `message` is the one line printed before exit 1. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

const NODE_ENVS = ["development", "production", "test"] as const;
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
const JWT_SECRET_MIN_LENGTH = 32;
const JWT_SECRET_FILE = "jwt-secret";

const hasProtocol = (value: string, protocols: readonly string[]) => {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const urlWith = (protocols: readonly string[], what: string) =>
  optionalText.refine((value) => value === undefined || hasProtocol(value, protocols), {
    error: `must be a ${what} URL`,
  });

const booleanText = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => ["true", "false", "1", "0", "yes", "no"].includes(value), {
    error: "must be true or false",
  })
  .transform((value) => ["true", "1", "yes"].includes(value))
  .optional();

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list as they are. */
const PROXY_RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];

/** An IPv4 or IPv6 address, optionally with a /prefix length (CIDR), or one of the names above. */
const isProxyAddress = (entry: string) => {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

const TRUST_PROXY_ERROR =
  "must be true, false, or a comma-separated list of the proxies' addresses or CIDR ranges (loopback, 10.0.0.0/8)";

/**
 * Fastify's `trustProxy`: off, every peer (true: the left-most X-Forwarded-For address), or only
 * the listed proxies (the right-most address not in the list). Hop counts are left out: Fastify 5
 * ignores X-Forwarded-For with one, since it cannot tell a proxy from a client naming hops.
 */
const trustProxyText = z
  .string()
  .trim()
  .transform((value, context): boolean | string[] => {
    const lower = value.toLowerCase();
    if (["false", "no", "0"].includes(lower)) return false;
    if (["true", "yes", "1"].includes(lower)) return true;
    const entries = lower.split(",").map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    context.addIssue({ code: "custom", message: TRUST_PROXY_ERROR });
    return z.NEVER;
  })
  .optional();

/** One entry per variable, so an error can always name the variable it is about. */
const environment = z.object({
  PORT: z
    .string()
    .trim()
    .regex(/^\d+$/, { error: "must be an integer between 0 and 65535" })
    .transform(Number)
    .refine((port) => port <= 65535, { error: "must be an integer between 0 and 65535" })
    .default(3000),
  HOST: z.string().trim().min(1, { error: "must not be empty" }).default("0.0.0.0"),
  NODE_ENV: z
    .enum(NODE_ENVS, { error: `must be one of ${NODE_ENVS.join(", ")}` })
    .default("development"),
  DATA_DIR: z.string().trim().min(1, { error: "must not be empty" }).default("data"),
  DATABASE_URL: urlWith(["postgres:", "postgresql:"], "postgres:// or postgresql://"),
  DATABASE_SCHEMA: optionalText.refine(
    (value) => value === undefined || /^[a-z_][a-z0-9_]{0,62}$/.test(value),
    { error: "must be a lowercase PostgreSQL identifier" },
  ),
  DATABASE_POOL_SIZE: z
    .string()
    .trim()
    .regex(/^\d+$/, { error: "must be an integer between 1 and 200" })
    .transform(Number)
    .refine((size) => size >= 1 && size <= 200, { error: "must be an integer between 1 and 200" })
    .default(20),
  REDIS_URL: urlWith(["redis:", "rediss:"], "redis:// or rediss://"),
  REDIS_PREFIX: optionalText.refine(
    (value) => value === undefined || /^[A-Za-z0-9_.:-]{1,64}$/.test(value),
    { error: "must be 1 to 64 letters, digits or _ . : -" },
  ),
  TRUST_PROXY: trustProxyText,
  JWT_SECRET: optionalText.refine(
    (value) => value === undefined || value.length >= JWT_SECRET_MIN_LENGTH,
    { error: `must be at least ${JWT_SECRET_MIN_LENGTH} characters long` },
  ),
  JWT_EXPIRES_IN: z
    .string()
    .trim()
    .regex(/^[1-9]\d*[smhd]$/, { error: "must be a duration such as 15m, 24h or 7d" })
    .default("24h"),
  APP_KEY: z.string().trim().min(1, { error: "must not be empty" }).default(DEFAULT_APP_KEY),
  SMTP_URL: urlWith(["smtp:", "smtps:"], "smtp:// or smtps://"),
  MAIL_FROM: z
    .string()
    .trim()
    .min(1, { error: "must not be empty" })
    .default("Luxury Marketplace <no-reply@localhost>"),
  PUBLIC_URL: urlWith(["http:", "https:"], "http:// or https://"),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` })
    .default("info"),
  SEED_DEMO: booleanText,
  STATIC_DIR: z.string().trim().min(1, { error: "must not be empty" }).default("dist"),
  STRIPE_SECRET_KEY: optionalText.refine(
    (value) => value === undefined || value.startsWith("sk_"),
    {
      error: "must be a Stripe secret key starting with sk_",
    },
  ),
  STRIPE_WEBHOOK_SECRET: optionalText.refine(
    (value) => value === undefined || value.startsWith("whsec_"),
    { error: "must be a Stripe webhook signing secret starting with whsec_" },
  ),
});

export type NodeEnv = (typeof NODE_ENVS)[number];
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  nodeEnv: NodeEnv;
  /** Absolute; PGlite data, the JWT secret file and written mails live under it. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL schema to use instead of `public` (only with databaseUrl). */
  databaseSchema: string | undefined;
  /** Connections each instance keeps to PostgreSQL at most (every write holds one to its commit). */
  databasePoolSize: number;
  /** Redis shared by several instances: live events reach sockets held by any of them. */
  redisUrl: string | undefined;
  /**
   * Prefix of every Redis key and channel (rate-limit counters, socket.io's adapter), so that
   * deployments or test runs sharing one Redis never mix; instances of one deployment share it.
   */
  redisPrefix: string | undefined;
  /**
   * Fastify's `trustProxy`: when set, `request.ip` (rate limits per address, the logs' and audit
   * trail's address) is the client's address from X-Forwarded-For instead of the proxy's.
   */
  trustProxy: boolean | string[];
  jwtSecret: string;
  jwtExpiresIn: string;
  appKey: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  logLevel: LogLevel;
  seedDemo: boolean;
  staticDir: string;
  /** Stripe Connect onboarding for sellers; without it the built-in sandbox provider (docs/access.md#payment-account). */
  stripeSecretKey: string | undefined;
  /** Verifies `POST /stripe/webhook` signatures; without it a secret made at start that only the sandbox knows. */
  stripeWebhookSecret: string | undefined;
}

/** Never echoed: a start-up line may end up in a shared log. */
const SECRET_VARIABLES = new Set(["JWT_SECRET", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"]);

/** The value as it may be shown: secrets hidden, URL passwords masked. */
const shownValue = (name: string, value: string) => {
  if (SECRET_VARIABLES.has(name)) return `${value.length} characters`;
  const password = URL.canParse(value) ? new URL(value).password : "";
  return `"${password ? value.replace(`:${password}@`, ":***@") : value}"`;
};

/** Reads one line per problem out of zod's issues, naming the variable and the value given. */
const describeIssues = (error: z.ZodError, env: Record<string, string | undefined>) =>
  error.issues
    .map((issue) => {
      const name = String(issue.path[0]);
      return `${name} ${issue.message} (got ${shownValue(name, env[name] ?? "")})`;
    })
    .join("; ");

/** Validates the environment without touching the disk; the JWT secret may still be missing. */
export const parseConfig = (
  env: Record<string, string | undefined>,
): Omit<Config, "jwtSecret"> & {
  jwtSecret: string | undefined;
} => {
  // An empty variable means "not set": `PORT= npm start` must not count as a bad port.
  const given = Object.fromEntries(
    Object.keys(environment.shape).flatMap((name) =>
      env[name] === undefined || env[name] === "" ? [] : [[name, env[name]]],
    ),
  );
  const parsed = environment.safeParse(given);
  if (!parsed.success) throw new ConfigError(describeIssues(parsed.error, env));
  const values = parsed.data;
  const production = values.NODE_ENV === "production";

  if (production && values.JWT_SECRET === undefined) {
    throw new ConfigError(
      `JWT_SECRET must be set to at least ${JWT_SECRET_MIN_LENGTH} characters in production`,
    );
  }
  if (production && values.SEED_DEMO === true) {
    throw new ConfigError(
      'SEED_DEMO must not be true in production: demo data is never seeded there (got "true")',
    );
  }
  if (values.DATABASE_SCHEMA !== undefined && values.DATABASE_URL === undefined) {
    throw new ConfigError(
      `DATABASE_SCHEMA needs DATABASE_URL: the embedded database has one schema (got "${values.DATABASE_SCHEMA}")`,
    );
  }

  return {
    port: values.PORT,
    host: values.HOST,
    nodeEnv: values.NODE_ENV,
    dataDir: resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    databaseSchema: values.DATABASE_SCHEMA,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    redisUrl: values.REDIS_URL,
    redisPrefix: values.REDIS_PREFIX,
    trustProxy: values.TRUST_PROXY ?? false,
    jwtSecret: values.JWT_SECRET,
    jwtExpiresIn: values.JWT_EXPIRES_IN,
    appKey: values.APP_KEY,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    publicUrl: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
    logLevel: values.LOG_LEVEL,
    seedDemo: production ? false : (values.SEED_DEMO ?? true),
    staticDir: resolve(values.STATIC_DIR),
    stripeSecretKey: values.STRIPE_SECRET_KEY,
    stripeWebhookSecret: values.STRIPE_WEBHOOK_SECRET,
  };
};

/**
 * Outside production a missing JWT_SECRET is generated once and kept in DATA_DIR, so tokens stay
 * valid across restarts without anyone having to invent a secret for a local run.
 */
const persistedSecret = (dataDir: string): string => {
  const file = resolve(dataDir, JWT_SECRET_FILE);
  try {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= JWT_SECRET_MIN_LENGTH) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
};

export const loadConfig = (env: Record<string, string | undefined>): Config => {
  const config = parseConfig(env);
  return { ...config, jwtSecret: config.jwtSecret ?? persistedSecret(config.dataDir) };
};
