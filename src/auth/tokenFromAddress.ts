import { session } from "../providers/session";

/** Where another app hands over a session: /auth-redirect#token=… (seed §2). */
export const AUTH_REDIRECT_PATH = "/auth-redirect";

/**
 * Keeps the token of /auth-redirect#token=… and wipes the fragment from the address bar before
 * anything else runs, so no history entry, bookmark or screen share shows it. main.tsx calls this
 * before the first render; the page then loads the profile with the stored token.
 */
export function takeTokenFromAddress(): void {
  const { pathname, search, hash } = window.location;
  if (pathname !== AUTH_REDIRECT_PATH || !hash) return;
  window.history.replaceState(window.history.state, "", `${pathname}${search}`);
  const token = new URLSearchParams(hash.slice(1)).get("token");
  if (token) session.setToken(token);
}
