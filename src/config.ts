import { API_BASE_PATH, DEFAULT_APP_KEY } from "../domain/api";

/** Build-time settings of the SPA (docs/api.md, docs/formats.md). */
export const config = {
  apiUrl: import.meta.env.VITE_API_URL || API_BASE_PATH,
  appKey: import.meta.env.VITE_APP_KEY || DEFAULT_APP_KEY,
  requestTimeoutMs: 5000,
  // A write (POST, PUT, PATCH, DELETE) that gives up on the client may still commit on the server:
  // the user would read "try again" about a change already made. Writes wait longer than reads.
  writeTimeoutMs: 30_000,
  // A 5 MB picture on a slow line needs longer than an ordinary call.
  uploadTimeoutMs: 60_000,
  messageDurationSeconds: 5,
} as const;
