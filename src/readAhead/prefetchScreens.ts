import { type ResourceProps, usePermissions } from "@refinedev/core";
import { useEffect } from "react";
import { LIST_PARTS_ON_DEMAND } from "../lists/onDemandParts";
import { denialOf } from "../providers/accessControl";
import type { Permissions } from "../providers/authProvider";
import { type ResourceRoute, resourceRoutes, resources } from "../resources";

/** Cancels what a schedule call planned. */
type Cancel = () => void;
type Schedule = (task: () => void) => Cancel;

/** An idle period may not come while the user keeps the page busy: start within this anyway. */
const IDLE_TIMEOUT_MS = 2_000;
/** Without requestIdleCallback (Safari): a pause long enough for the dashboard's first paint. */
const FALLBACK_DELAY_MS = 300;

/** Runs the task when the browser is idle (requestIdleCallback, else a short timer). */
export const whenIdle: Schedule = (task) => {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, FALLBACK_DELAY_MS);
  return () => window.clearTimeout(id);
};

/**
 * Only in a build: under the Vite dev server (and Vitest) a module is compiled when first asked
 * for, so fetching every screen ahead would compile the whole app at each sign-in, for a gain
 * (no download on the first click) that only a build has.
 */
const PREFETCH_ENABLED = import.meta.env.PROD;

type Registry = {
  resources: readonly ResourceProps[];
  routes: readonly ResourceRoute[];
  /** Code a list screen loads on demand (its filters, its dialogs). */
  listParts: readonly { load: () => Promise<unknown> }[];
};

/**
 * The loaders of the screens these permissions open (the menu's own rule, denialOf), each once:
 * lists first, since a menu entry opens a list; then the lists' parts shown on demand (filters,
 * dialogs); then record pages and forms.
 */
export const loadersOpenTo = (
  permissions: Permissions,
  registry: Registry = { resources, routes: resourceRoutes, listParts: LIST_PARTS_ON_DEMAND },
): (() => Promise<unknown>)[] => {
  const open = new Set(
    registry.resources
      .filter((resource) => denialOf(resource.meta, permissions) === null)
      .map((resource) => resource.name),
  );
  const routes = registry.routes.filter((route) => open.has(route.resource));
  const lists = routes.filter((route) => route.action === "list").map((route) => route.page.load);
  const others = routes.filter((route) => route.action !== "list").map((route) => route.page.load);
  const listParts = lists.length > 0 ? registry.listParts.map((part) => part.load) : [];
  return [...new Set([...lists, ...listParts, ...others])];
};

/**
 * Calls the loaders one idle period at a time: each download and module evaluation waits for
 * the previous one, so the prefetch never competes with what the user is doing. A failed load
 * is skipped (the screen loads on its first visit, as before). Returns a stop.
 */
export const prefetchScreens = (
  loaders: readonly (() => Promise<unknown>)[],
  schedule: Schedule = whenIdle,
): Cancel => {
  let stopped = false;
  let cancelScheduled: Cancel = () => {};
  const loadFrom = (index: number) => {
    const load = loaders[index];
    if (stopped || !load) return;
    cancelScheduled = schedule(() => {
      void load()
        .catch(() => undefined)
        .then(() => loadFrom(index + 1));
    });
  };
  loadFrom(0);
  return () => {
    stopped = true;
    cancelScheduled();
  };
};

/**
 * Once signed in (the shell is mounted), fetches ahead the code of every screen the user may
 * open, so a first click on a menu entry needs no download (issue 13). The screens stay lazy
 * imports: nothing here is part of the sign-in page's code.
 */
export const usePrefetchScreens = (enabled = PREFETCH_ENABLED) => {
  const { data: permissions } = usePermissions<Permissions>({});
  useEffect(() => {
    if (!enabled || !permissions) return;
    return prefetchScreens(loadersOpenTo(permissions));
  }, [enabled, permissions]);
};
