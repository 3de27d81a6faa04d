import { AsyncLocalStorage } from "node:async_hooks";
import type { Logger } from "drizzle-orm/logger";
import type { FastifyInstance, RouteHandlerMethod } from "fastify";
import fp from "fastify-plugin";

/** Where a statement is sent from: a route's handler, or a unit of work inside one. */
type Place = "routeHandler" | "unitOfWork";

const place = new AsyncLocalStorage<Place>();

/** A statement that changes rows: INSERT INTO, UPDATE … SET, DELETE FROM, TRUNCATE, MERGE INTO. */
const WRITE_STATEMENT =
  /\binsert\s+into\b|\bdelete\s+from\b|\bupdate\s+(?:only\s+)?(?:"?\w+"?\.)?"?\w+"?\s+set\b|\btruncate\b|\bmerge\s+into\b/i;

/** A route wrote without its unit of work: the write would skip its version, audit, events or mails. */
export class WriteOutsideUnitOfWork extends Error {
  constructor(statement: string) {
    super(`a route wrote outside its unit of work (server/writes/unitOfWork.ts): ${statement}`);
    this.name = "WriteOutsideUnitOfWork";
  }
}

/**
 * drizzle hands every statement to its logger, synchronously in the caller's async context,
 * before sending it: a write from a route's handler that is not inside a unit of work is refused
 * there, so it never reaches the database. Writes outside any route (the outbox's worker, the
 * seed, a test's fixtures) are not a route's and pass.
 */
export const writeGuard: Logger = {
  logQuery(query) {
    if (place.getStore() === "routeHandler" && WRITE_STATEMENT.test(query)) {
      throw new WriteOutsideUnitOfWork(query.slice(0, 120));
    }
  },
};

/** Runs `work` as part of a unit of work: its writes pass the guard. */
export const asUnitOfWork = <Result>(work: () => Promise<Result>) => place.run("unitOfWork", work);

/**
 * Every route's handler runs in the guard's sight (hooks before it, such as the session lookup,
 * do not: they are the server's bookkeeping, not a route's write). Registered before any route.
 */
export const writeGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("onRoute", (route) => {
      const handler = route.handler as RouteHandlerMethod;
      route.handler = function guarded(request, reply) {
        return place.run("routeHandler", () => handler.call(this, request, reply));
      };
    });
  },
  { name: "write-guard" },
);
