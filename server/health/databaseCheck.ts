import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";

/** How long the readiness check waits for the database's answer: a hung one is a down one. */
const DATABASE_CHECK_MS = 1_000;

/**
 * Asks the database a `select 1` and records its state in app.dependencies: up when it answers
 * within DATABASE_CHECK_MS, down otherwise. A late answer (or failure) is ignored.
 */
export const databaseAnswers = (app: FastifyInstance): Promise<boolean> =>
  new Promise((resolve) => {
    let settled = false;
    const settle = (error?: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error === undefined) app.dependencies.up("database");
      else app.dependencies.down("database", error);
      resolve(error === undefined);
    };
    const timer = setTimeout(
      () => settle(new Error(`no answer within ${DATABASE_CHECK_MS} ms`)),
      DATABASE_CHECK_MS,
    );
    app.db.execute(sql`select 1`).then(
      () => settle(),
      // The driver's own error: drizzle's wrapper would log the statement.
      (error: unknown) => settle((error as { cause?: unknown }).cause ?? error),
    );
  });
