/** How PostgreSQL (pg or PGlite, through Drizzle) says why it refused a statement. */

type DatabaseError = { code?: string; constraint?: string };

/** Drizzle wraps the driver's error in `cause`; PGlite and pg both carry PostgreSQL's fields. */
const databaseErrorOf = (error: unknown): DatabaseError => {
  const { cause, ...fields } = error as DatabaseError & { cause?: DatabaseError };
  return fields.code ? fields : (cause ?? {});
};

const codeOf = (error: unknown) => databaseErrorOf(error).code;

/** The name of the constraint PostgreSQL enforced, e.g. `users_email_unique`. */
export const constraintOf = (error: unknown) => databaseErrorOf(error).constraint;

/** PostgreSQL refused a duplicate of a unique key. */
export const isUniqueViolation = (error: unknown) => codeOf(error) === "23505";

/**
 * PostgreSQL refused to remove a row others still refer to: 23503 for a NO ACTION key, 23001 for
 * an ON DELETE RESTRICT one.
 */
export const isForeignKeyViolation = (error: unknown) =>
  ["23503", "23001"].includes(codeOf(error) ?? "");

/**
 * PostgreSQL refused a value it was given (SQLSTATE class 22: invalid text such as U+0000, a
 * number out of range, a malformed date): the caller's input, so a 400, never a 500.
 */
export const isInputRefusal = (error: unknown) => codeOf(error)?.startsWith("22") === true;

/**
 * PostgreSQL gave up on a statement because another transaction held or changed the same rows
 * (40001 serialization failure, 40P01 deadlock, 55P03 lock not available): nothing was written,
 * and the same request sent again a moment later succeeds.
 */
export const isConcurrencyRefusal = (error: unknown) =>
  ["40001", "40P01", "55P03"].includes(codeOf(error) ?? "");

/** Node's words for a connection to the database refused, cut or never answered. */
const CONNECTION_LOST_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL's: shutting down or restarting (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03
 * cannot_connect_now), out of connections (53300), a statement it cancelled at statement_timeout
 * (57014, server/db/postgresPool.ts), or class 08, connection exceptions.
 */
const UNAVAILABLE_STATES = new Set(["57P01", "57P02", "57P03", "53300", "57014"]);

/** pg and pg-pool's own words for a connection that died, timed out or was never opened. */
const CONNECTION_LOST_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable$/,
  /^Cannot use a pool after calling end/,
];

/** The error, its causes, and the attempts of an AggregateError (one per address tried). */
const causesOf = (error: unknown): unknown[] => {
  if (!(error instanceof Error)) return [];
  const inner = error instanceof AggregateError ? error.errors : [];
  return [error, ...inner.flatMap(causesOf), ...causesOf(error.cause)];
};

const isConnectionLoss = (error: unknown) => {
  const { code } = error as { code?: unknown };
  const message = error instanceof Error ? error.message : "";
  return typeof code === "string"
    ? CONNECTION_LOST_CODES.has(code) ||
        UNAVAILABLE_STATES.has(code) ||
        /^08[0-9A-Z]{3}$/.test(code)
    : CONNECTION_LOST_MESSAGES.some((pattern) => pattern.test(message));
};

/**
 * The driver's error when the database could not be reached or gave up on the call (unreachable,
 * restarting, shut down, hung): the call may succeed a few seconds later, so a 503, never a 500.
 * Undefined for any other error. The driver's error, not drizzle's wrapper, whose message holds
 * the statement's parameters and must not reach a log line.
 */
export const databaseUnavailability = (error: unknown): Error | undefined =>
  causesOf(error).find(isConnectionLoss) as Error | undefined;
