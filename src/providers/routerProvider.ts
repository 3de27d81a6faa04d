import type { GoConfig, RouterProvider } from "@refinedev/core";
import baseRouterProvider from "@refinedev/react-router";
import { useCallback } from "react";
import { useLocation } from "react-router";

// The bindings always define `go`; RouterProvider's type leaves it optional.
const useBaseGo = baseRouterProvider.go as NonNullable<RouterProvider["go"]>;

/**
 * Refine's react-router bindings, less the navigations that would not change the address. A
 * list writes its page, sort and filters into the address each time its effects run, which a
 * kept page does again every time its tab is shown: an identical `replace` there would render
 * the whole shell a second time before the page is painted (issue 13).
 */
export const routerProvider: RouterProvider = {
  ...baseRouterProvider,
  go: () => {
    const go = useBaseGo();
    const { pathname, search, hash } = useLocation();
    return useCallback(
      (config: GoConfig) => {
        if (config.type === "replace") {
          const target = String(go({ ...config, type: "path" }) ?? "");
          // Without `to` the address is relative: only its query and hash are given.
          const here = config.to ? pathname + search + hash : search + hash;
          if (target === here) return;
        }
        return go(config);
      },
      [go, pathname, search, hash],
    );
  },
};
