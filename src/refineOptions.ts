import type { RefineProps } from "@refinedev/core";

const MAX_TRIES_AGAIN = 3;

/**
 * A read the server refused (a 404 for another seller's id, a 400 for a malformed one) gives the
 * same answer every time: say so at once. Only a read that got no answer, a server failure, a
 * timeout or a rate limit is tried again.
 */
export const tryAgainUnlessRefused = (failures: number, error: unknown) => {
  const status = (error as { statusCode?: number } | null)?.statusCode ?? 0;
  const passing = status === 0 || status >= 500 || status === 408 || status === 429;
  return passing && failures < MAX_TRIES_AGAIN;
};

/** How the app runs Refine; the SPA tests render screens with the same options. */
export const REFINE_OPTIONS = {
  syncWithLocation: true,
  // Off: with the page cache a navigation keeps a form's input, and one app-wide flag cannot say
  // which cached page holds some. The shell asks instead, where input is really lost
  // (src/layout/unsaved).
  warnWhenUnsavedChanges: false,
  liveMode: "auto",
  disableTelemetry: true,
  reactQuery: { clientConfig: { defaultOptions: { queries: { retry: tryAgainUnlessRefused } } } },
} as const satisfies RefineProps["options"];
