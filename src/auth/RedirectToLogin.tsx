import { Navigate, useLocation } from "react-router";

/** The query parameter that carries the wanted path to the sign-in page (shell behaviour 26). */
export const REDIRECT_PARAM = "redirect";

/** Sends a signed-out visitor to /login, keeping the whole wanted path (query included). */
export function RedirectToLogin() {
  const { pathname, search } = useLocation();
  const wanted = `${pathname}${search}`;
  const query = wanted === "/" ? "" : `?${new URLSearchParams({ [REDIRECT_PARAM]: wanted })}`;
  return <Navigate to={`/login${query}`} replace />;
}
