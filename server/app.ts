import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawServerDefault,
} from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { API_BASE_PATH } from "../domain/api.ts";
import type { Config } from "./config.ts";
import type { Database, DatabaseHandle } from "./db/client.ts";
import { healthRoutes } from "./health/routes.ts";
import { loggerOptions } from "./logging.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";
import { authenticationPlugin } from "./plugins/authentication.ts";
import { docsPlugin } from "./plugins/docs.ts";
import { errorsPlugin } from "./plugins/errors.ts";
import { i18nPlugin } from "./plugins/i18n.ts";
import { livePlugin } from "./plugins/live.ts";
import { securityHeadersPlugin } from "./plugins/securityHeaders.ts";
import { spaPlugin } from "./plugins/spa.ts";
import { userRoutes } from "./users/routes.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Database;
    mailer: Mailer;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Where log lines go (stdout by default); tests pass a stream to read them back. */
  logStream?: NodeJS.WritableStream;
}

const { version } = JSON.parse(
  readFileSync(new URL("../package.json", import.meta.url), "utf8"),
) as { version: string };

/** Builds the whole server without listening; the caller owns the database and calls listen. */
export const buildApp = async ({ config, database, logStream }: BuildAppOptions): Promise<App> => {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    // Answers 503 to new requests while closing; in-flight ones finish (graceful shutdown).
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate("config", config);
  app.decorate("db", database.db);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: app.log,
  });
  app.decorate("mailer", mailer);
  app.addHook("onClose", async () => mailer.close());

  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { https: config.publicUrl.startsWith("https:") });
  await app.register(authenticationPlugin, {
    secret: config.jwtSecret,
    expiresIn: config.jwtExpiresIn,
    appKey: config.appKey,
  });
  await app.register(docsPlugin, { version, publicUrl: config.publicUrl });
  await app.register(livePlugin);
  // The feature modules, one plugin each under /admin/api: a new feature adds one line here.
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database: database.kind });
      await api.register(userRoutes);
    },
    { prefix: API_BASE_PATH },
  );
  await app.register(spaPlugin, { staticDir: config.staticDir });
  return app;
};
