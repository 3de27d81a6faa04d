import { matchRoutes, type RouteObject } from "react-router";
import { accountPages } from "./account";
import { resourceRoutes } from "./resources";

/**
 * The signed-in pages, each at its one path: the shell renders them (PageCache), each kept page
 * at its own address, and an address none of them matches is not a page of the shell.
 */
export const shellRoutes: RouteObject[] = [
  ...[...resourceRoutes, ...accountPages].map(({ path, page: Page }) => ({
    path,
    element: <Page />,
  })),
  // A tab's refresh (docs/shell.md#19-refresh): the shell itself goes back to the page.
  { path: "/redirect/*" },
];

/** An address the shell has a page for (else it is not found). */
export const isShellPage = (pathname: string) => matchRoutes(shellRoutes, pathname) !== null;
