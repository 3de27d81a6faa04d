import type { To } from "react-router";

/**
 * When unsaved input is really lost, as plain functions (issue: unsaved changes with a page
 * cache). A cached page keeps its form while hidden, so going elsewhere loses nothing; input is
 * lost only when the page itself goes: its tab closes or refreshes, Close others / Close all
 * drop it, the user signs out, the browser tab reloads or closes, or it was never kept (noCache).
 */

/** The dirty pages among those about to be dropped; every dirty page when `dropped` is "all". */
export const dirtyAmong = (
  dirty: ReadonlySet<string>,
  dropped: readonly string[] | "all",
): string[] => [...dirty].filter((path) => dropped === "all" || dropped.includes(path));

/**
 * An in-app navigation loses input only when it leaves a dirty page that is not kept in the
 * cache (a noCache route): to another path, not merely another query of the same page.
 */
export const leavingLosesInput = (options: {
  dirty: ReadonlySet<string>;
  cachedPaths: readonly string[];
  from: string;
  to: string;
}): boolean =>
  options.to !== options.from &&
  options.dirty.has(options.from) &&
  !options.cachedPaths.includes(options.from);

/**
 * The dirty pages still alive: kept in the cache, or the one shown. A page gone otherwise (a
 * noCache page left, a dropped page) has no input left to lose.
 */
export const stillDirty = (
  dirty: ReadonlySet<string>,
  cachedPaths: readonly string[],
  current: string,
): Set<string> =>
  new Set([...dirty].filter((path) => path === current || cachedPaths.includes(path)));

/** The path a react-router navigator is sent to (a resolved path object, or a string). */
export const pathnameOf = (to: To, current: string): string => {
  if (typeof to !== "string") return to.pathname ?? current;
  return new URL(to, `http://app${current}`).pathname;
};
