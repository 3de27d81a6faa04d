import {
  type GoConfig,
  type IResourceItem,
  matchResourceFromRoute,
  type ParseResponse,
  QS_PARSE_DEPTH,
  ResourceContext,
  type RouterProvider,
} from "@refinedev/core";
import baseRouterProvider from "@refinedev/react-router";
import qs from "qs";
import { useCallback, useContext } from "react";
import { matchPath, useLocation, useParams } from "react-router";
import { remembered } from "../remembered";

// The bindings always define `go`; RouterProvider's type leaves it optional.
const useBaseGo = baseRouterProvider.go as NonNullable<RouterProvider["go"]>;

type RouteMatch = ReturnType<typeof matchResourceFromRoute>;

const matches = new WeakMap<readonly IResourceItem[], Map<string, RouteMatch>>();

/** The resource and action of an address, worked out once for the app rather than by every hook. */
const matchOf = (pathname: string, resources: IResourceItem[]): RouteMatch => {
  let byPath = matches.get(resources);
  if (!byPath) {
    byPath = new Map();
    matches.set(resources, byPath);
  }
  return remembered(byPath, pathname, () => matchResourceFromRoute(pathname, resources));
};

const paramsByAddress = new Map<string, Record<string, string | undefined>>();

/** The params of an address on its matched route (`/products/edit/:id` → id), worked out once. */
const routeParamsOf = (route: string, pathname: string) =>
  remembered(
    paramsByAddress,
    `${route} ${pathname}`,
    () => matchPath(route, pathname)?.params ?? {},
  );

const queries = new Map<string, qs.ParsedQs>();

/** An address's query as Refine reads it (`sorters[0][field]=…` → arrays of objects), parsed once. */
export const queryOf = (search: string) =>
  remembered(queries, search, () =>
    qs.parse(search, { ignoreQueryPrefix: true, depth: QS_PARSE_DEPTH }),
  );

/** "2" → 2, as Refine reads a page number or size from the address; anything else as it is. */
export const numberIfNumeric = (value: unknown) =>
  typeof value === "string" && `${Number(value)}` === value ? Number(value) : value;

/**
 * Refine's `parse` (the page's resource, action, id and query), with what it works out shared:
 * every Refine hook calls it, and each matched the address against every resource's routes and
 * parsed the query again, ~20 ms of a list's first click and ~10 of showing it again (issue 13).
 */
const useParse = () => {
  // The shell's pages are descendant routes of a splat route (App.tsx): its `*` is no param of theirs.
  const { "*": _splat, ...routeParams } = useParams();
  const { pathname, search } = useLocation();
  const { resources } = useContext(ResourceContext);
  const { resource, action, matchedRoute } = matchOf(pathname, resources);
  // Outside a page's route (the shell) react-router has no params: take them from the matched route.
  const params =
    Object.keys(routeParams).length === 0 && matchedRoute
      ? routeParamsOf(matchedRoute, pathname)
      : routeParams;
  return useCallback((): ParseResponse => {
    const combined: Record<string, unknown> = { ...params, ...queryOf(search) };
    return {
      ...(resource && { resource }),
      ...(action && { action }),
      ...(params.id && { id: decodeURIComponent(params.id) }),
      pathname,
      params: {
        ...combined,
        currentPage: numberIfNumeric(combined.currentPage) as number | undefined,
        pageSize: numberIfNumeric(combined.pageSize) as number | undefined,
        to: combined.to ? decodeURIComponent(String(combined.to)) : undefined,
      },
    };
  }, [pathname, search, params, resource, action]);
};

/**
 * Refine's react-router bindings, less two kinds of `replace` that would do harm. A list writes
 * its page, sort and filters into the address each time its effects run, which a kept page does
 * again every time its tab is shown: an identical `replace` there would render the whole shell a
 * second time before the page is painted (issue 13). And a list whose first effects run just
 * after the user has already gone elsewhere (a tab clicked while it mounted) would otherwise
 * write its own address over the new one and pull the user back: a page that is no longer the
 * window's address does not rewrite it. Its `parse` shares its work (useParse).
 */
export const routerProvider: RouterProvider = {
  ...baseRouterProvider,
  parse: useParse,
  go: () => {
    const go = useBaseGo();
    const { pathname, search, hash } = useLocation();
    // The app's router is the browser's: the window's address holds a click's navigation at once,
    // while the location React renders from follows a render later. Where the window was as this
    // page rendered tells a page that has been left (the window moved on, not to it) from one
    // under a router that is not the window's (a test's memory router: the window never moves).
    const windowAtRender = window.location.pathname;
    return useCallback(
      (config: GoConfig) => {
        if (config.type === "replace") {
          const windowNow = window.location.pathname;
          const left = windowNow !== pathname && windowNow !== windowAtRender;
          if (!config.to && left) return;
          const target = String(go({ ...config, type: "path" }) ?? "");
          // Without `to` the address is relative: only its query and hash are given.
          const here = config.to ? pathname + search + hash : search + hash;
          if (target === here) return;
        }
        return go(config);
      },
      [go, pathname, search, hash, windowAtRender],
    );
  },
};
