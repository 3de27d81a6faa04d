import { PUBLIC_PAGE } from "../../domain/auth";
import { session } from "../providers/session";

/**
 * Keeps the token of /auth-redirect#token=… and wipes the fragment from the address bar before
 * anything else runs, so no history entry, bookmark or screen share shows it. main.tsx calls this
 * before the first render; the page then loads the profile with the stored token.
 */
export function takeTokenFromAddress(): void {
  const { pathname, search, hash } = window.location;
  if (pathname !== PUBLIC_PAGE.authRedirect || !hash) return;
  window.history.replaceState(window.history.state, "", `${pathname}${search}`);
  const token = new URLSearchParams(hash.slice(1)).get("token");
  if (token) session.setToken(token);
}
