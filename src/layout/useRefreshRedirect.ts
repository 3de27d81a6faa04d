import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { refreshedPathOf } from "./shellPages";

/**
 * /redirect/<path>?<query> replaces itself at once with /<path>?<query>: that page, dropped
 * from the cache just before, mounts afresh at the same address with no new history entry
 * (docs/shell.md#19-refresh). The route has no screen of its own, so nothing ships with sign-in.
 */
export function useRefreshRedirect() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = refreshedPathOf(pathname);
    if (target !== null) navigate(`${target}${search}`, { replace: true });
  }, [navigate, pathname, search]);
}
