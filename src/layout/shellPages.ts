import type { ResourceProps } from "@refinedev/core";
import { matchRoutes } from "react-router";
import { accountPages } from "../account";
import { remembered } from "../remembered";
import type { PageAction } from "../resources/definition";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the shell knows of the page at a path: enough for its tab, breadcrumb and cache. */
export type ShellPage = {
  path: string;
  /** Translation key of the page title. */
  titleKey: string;
  /** The record a page shows or edits, added to its title (`Edit product - 42`). */
  recordId?: string;
  /** Resource pages only. */
  resource?: { name: string; action: PageAction; group?: string; listPath?: string };
  noCache: boolean;
};

/**
 * Refresh goes through /redirect/<path> (docs/shell.md#19-refresh). The route itself is declared in
 * shellRoutes.ts, which ships with sign-in and so imports nothing from the shell.
 */
export const REDIRECT_PREFIX = "/redirect";

/** The path refreshed through `/redirect/<path>`, or null elsewhere. */
export const refreshedPathOf = (pathname: string): string | null => {
  if (pathname === REDIRECT_PREFIX) return "/";
  return pathname.startsWith(`${REDIRECT_PREFIX}/`) ? pathname.slice(REDIRECT_PREFIX.length) : null;
};

const ACTIONS: readonly PageAction[] = ["list", "create", "edit", "show"];

type Route = { path: string; page: (params: Record<string, string | undefined>) => ShellPage };

const resourcePages = (resource: ResourceProps): Route[] =>
  ACTIONS.flatMap((action) => {
    const path = resource[action];
    if (typeof path !== "string") return [];
    const parent = resource.meta?.parent;
    const noCache = resource.meta?.noCache;
    return [
      {
        path,
        page: (params) => ({
          path,
          titleKey: `${resource.name}.titles.${action}`,
          recordId: params.id,
          resource: {
            name: resource.name,
            action,
            group: typeof parent === "string" ? parent : undefined,
            listPath: typeof resource.list === "string" ? resource.list : undefined,
          },
          noCache: Array.isArray(noCache) && noCache.includes(action),
        }),
      },
    ];
  });

const accountRoutes: Route[] = accountPages.map(({ path, title }) => ({
  path,
  page: () => ({ path, titleKey: title, noCache: false }),
}));

type Pages = { routes: Route[]; byPath: Map<string, ShellPage | undefined> };

const pagesOf = new WeakMap<readonly ResourceProps[], Pages>();

/**
 * The shell page at a path, from Refine's resources and the account pages; undefined for
 * /redirect and for paths no screen answers. Each path is matched once: the tabs ask for every
 * open page at each navigation, and matchRoutes ranks all the routes again at each call.
 */
export const shellPageOf = (
  pathname: string,
  resources: readonly ResourceProps[],
): ShellPage | undefined => {
  let pages = pagesOf.get(resources);
  if (!pages) {
    pages = { routes: [...resources.flatMap(resourcePages), ...accountRoutes], byPath: new Map() };
    pagesOf.set(resources, pages);
  }
  const { routes } = pages;
  return remembered(pages.byPath, pathname, () => {
    const match = matchRoutes(routes, pathname)?.at(-1);
    return match && { ...match.route.page(match.params), path: pathname };
  });
};

const SHORT_ID_LENGTH = 8;

/**
 * The translated title of a page, with its record when it has one (docs/shell.md#14-tab-titles): the
 * name the page gave it (useRecordTitle), else its id, a long one (a UUID) cut short.
 */
export const pageTitle = (page: ShellPage, t: Translate, recordTitle?: string): string => {
  const title = t(page.titleKey);
  if (!page.recordId) return title;
  const { recordId } = page;
  const shown =
    recordTitle ??
    (recordId.length > SHORT_ID_LENGTH + 4 ? `${recordId.slice(0, SHORT_ID_LENGTH)}…` : recordId);
  return `${title} - ${shown}`;
};
