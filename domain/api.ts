/**
 * The API's conventions as plain values. The zod schemas live in api.schema.ts: the SPA's sign-in
 * bundle imports this file, and zod would add ~25 kB gzip to it.
 */

export const LIST_LIMIT_DEFAULT = 10;
export const LIST_LIMIT_MAX = 100;

/** The server's paths; the SPA builds its calls from the same constants. */
export const API_BASE_PATH = "/admin/api";

/** Header that names the client application (docs/access.md#sign-in: identifies, grants nothing). */
export const APP_KEY_HEADER = "x-app-key";

/** The application key the SPA sends and the server accepts unless both are configured otherwise. */
export const DEFAULT_APP_KEY = "lux-admin-web";

/**
 * Every error body carries a `code`: the key of its message in the `errors` translations, the same
 * in every language. The SPA acts on codes, never on the message text.
 */
export const ERROR_CODE = {
  /** The session's token has expired: sign in again. */
  tokenExpired: "tokenExpired",
  /** The record changed since the write's version was read (docs/api.md#concurrent-edits). */
  staleVersion: "staleVersion",
  /** Fewer pieces available than asked for; the body's `available` says how many (docs/stock.md). */
  outOfStock: "outOfStock",
} as const;
