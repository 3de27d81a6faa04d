import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { Dependencies } from "./health/dependencies.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { Outbox } from "./outbox/worker.ts";
import type { FileStorage } from "./storage/fileStorage.ts";

/*
 * The server instance's type, apart from `app.ts` that builds it: feature modules need the type,
 * and importing it from the file that registers them would point back up at it.
 */
declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Database;
    mailer: Mailer;
    /** The customer mails written with the changes they report, delivered after commit. */
    outbox: Outbox;
    /** The states of the database, Redis, SMTP and the payment provider as last met. */
    dependencies: Dependencies;
    storage: FileStorage;
    /** The clock of codes and links that expire; tests move it instead of waiting. */
    now(): Date;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;
