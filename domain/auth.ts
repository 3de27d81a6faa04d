/** Sign-in facts as plain values; the zod schemas live in auth.schema.ts. */

/** The session cookie the SPA keeps the token in (seed §4). */
export const TOKEN_COOKIE = "Admin-Token";

export const PASSWORD_MIN_LENGTH = 8;
