import { useIsAuthenticated } from "@refinedev/core";
import { Navigate, useLocation, useSearchParams } from "react-router";
import { PUBLIC_PAGE } from "../../domain/auth";
import { wantedPathOrHome } from "./wantedPath";

/** The query parameter that carries the wanted path to the sign-in page (docs/shell.md#26-sign-in-first). */
export const REDIRECT_PARAM = "redirect";

/**
 * Sends a signed-out visitor to /login, keeping the whole wanted path (query included). When the
 * session check names another place (home, after a profile failure: docs/shell.md#28-profile), the
 * visitor goes back there after signing in instead.
 */
export function RedirectToLogin() {
  const { pathname, search } = useLocation();
  // The check its <Authenticated> parent has just made, read from the cache: a refetch on mount
  // would flip the parent to its loading state, unmount this page and mount it again, redirecting
  // in a loop (the stuck sign-in page of the jsdom tests).
  const { data: check } = useIsAuthenticated({ queryOptions: { refetchOnMount: false } });
  const named = check?.redirectTo !== PUBLIC_PAGE.login ? check?.redirectTo : undefined;
  const wanted = named ?? `${pathname}${search}`;
  const query = wanted === "/" ? "" : `?${new URLSearchParams({ [REDIRECT_PARAM]: wanted })}`;
  return <Navigate to={`${PUBLIC_PAGE.login}${query}`} replace />;
}

/**
 * Sends a signed-in visitor away from /login: to the page ?redirect= names, else home. Right
 * after a sign-in this page re-renders with the new session while the sign-in's own navigation
 * to that page is still rendering; both must go to the same place, or home wins the race.
 */
export function LeaveSignInPage() {
  const [searchParams] = useSearchParams();
  return <Navigate to={wantedPathOrHome(searchParams.get(REDIRECT_PARAM))} replace />;
}
