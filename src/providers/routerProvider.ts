import type { GoConfig, RouterProvider } from "@refinedev/core";
import baseRouterProvider from "@refinedev/react-router";
import { useCallback, useContext } from "react";
import {
  type Location,
  UNSAFE_NavigationContext as NavigationContext,
  useLocation,
} from "react-router";

// The bindings always define `go`; RouterProvider's type leaves it optional.
const useBaseGo = baseRouterProvider.go as NonNullable<RouterProvider["go"]>;

/**
 * Refine's react-router bindings, less two kinds of `replace` that would do harm. A list writes
 * its page, sort and filters into the address each time its effects run, which a kept page does
 * again every time its tab is shown: an identical `replace` there would render the whole shell a
 * second time before the page is painted (issue 13). And a list whose first effects run just
 * after the user has already gone elsewhere (a tab clicked while it mounted) would otherwise
 * write its own address over the new one and pull the user back: a page that is no longer the
 * window's address does not rewrite it.
 */
export const routerProvider: RouterProvider = {
  ...baseRouterProvider,
  go: () => {
    const go = useBaseGo();
    const { pathname, search, hash } = useLocation();
    // The router's history (browser or memory) holds a click's navigation at once; the location
    // React renders from follows a render later.
    const { navigator } = useContext(NavigationContext);
    return useCallback(
      (config: GoConfig) => {
        if (config.type === "replace") {
          const shown = (navigator as { location?: Location }).location?.pathname ?? pathname;
          if (!config.to && pathname !== shown) return;
          const target = String(go({ ...config, type: "path" }) ?? "");
          // Without `to` the address is relative: only its query and hash are given.
          const here = config.to ? pathname + search + hash : search + hash;
          if (target === here) return;
        }
        return go(config);
      },
      [go, pathname, search, hash, navigator],
    );
  },
};
