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
