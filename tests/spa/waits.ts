/**
 * How long Testing Library's waits (findBy…, waitFor) wait by default in the SPA tests. The first
 * render of a lazy screen compiles its chunk; on a loaded 2-core CI machine that can take longer
 * than Testing Library's 1 s default.
 */
export const ASYNC_UTIL_TIMEOUT_MS = 10_000;
