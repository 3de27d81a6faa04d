import { keys, type RefineProps } from "@refinedev/core";
import type { Query } from "@tanstack/react-query";
import { seededStaleTime } from "./readAhead/seedListQueries";

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

/** Refine's queries of who is signed in and what they may open. */
export const IDENTITY_KEY = keys().auth().action("identity").get();
export const PERMISSIONS_KEY = keys().auth().action("permissions").get();
const SESSION_READS = [IDENTITY_KEY, PERMISSIONS_KEY];

/**
 * Who the user is and what they may open change only when the app says so: Refine reads them
 * again at sign-in and sign-out, useRefreshAccess after a profile change. Left stale, every screen
 * shown again re-read them and the whole shell rendered twice per click (issue 13). Everything
 * else is read again whenever it is shown, except rows just read ahead for it.
 */
export const staleTimeOf = (query: Query) =>
  SESSION_READS.some((key) => key.every((part, index) => query.queryKey[index] === part))
    ? Number.POSITIVE_INFINITY
    : seededStaleTime(query);

/** How the app runs Refine; the SPA tests render screens with the same options. */
export const REFINE_OPTIONS = {
  syncWithLocation: true,
  // Off: with the page cache a navigation keeps a form's input, and one app-wide flag cannot say
  // which cached page holds some. The shell asks instead, where input is really lost
  // (src/layout/unsaved).
  warnWhenUnsavedChanges: false,
  liveMode: "auto",
  disableTelemetry: true,
  reactQuery: {
    clientConfig: {
      defaultOptions: { queries: { retry: tryAgainUnlessRefused, staleTime: staleTimeOf } },
    },
  },
} as const satisfies RefineProps["options"];
