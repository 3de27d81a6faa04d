/**
 * When unsaved input is really lost, as plain functions (issue: unsaved changes with a page
 * cache). A cached page keeps its form while hidden, so going elsewhere loses nothing; input is
 * lost only when the page itself goes: its tab closes or refreshes, Close others / Close all
 * drop it, the user signs out, the browser tab reloads or closes.
 */

/** The dirty pages among those about to be dropped; every dirty page when `dropped` is "all". */
export const dirtyAmong = (
  dirty: ReadonlySet<string>,
  dropped: readonly string[] | "all",
): string[] => [...dirty].filter((path) => dropped === "all" || dropped.includes(path));

/**
 * The kept pages once a page comes to hold input or holds none any more. A page holding input is
 * kept even when its route is noCache, so that going elsewhere loses nothing; once its input is
 * saved or undone, a noCache page is no longer kept (it mounts afresh on its next visit).
 */
export const keptWithInput = (
  kept: readonly string[],
  change: { path: string; holdsInput: boolean; noCache: boolean },
): readonly string[] => {
  const { path, holdsInput, noCache } = change;
  if (holdsInput) return kept.includes(path) ? kept : [...kept, path];
  return noCache ? kept.filter((entry) => entry !== path) : kept;
};

/**
 * The dirty pages still alive: kept in the cache, or the one shown. A page gone otherwise (its
 * tab closed, a Close all) has no input left to lose.
 */
export const stillDirty = (
  dirty: ReadonlySet<string>,
  cachedPaths: readonly string[],
  current: string,
): Set<string> =>
  new Set([...dirty].filter((path) => path === current || cachedPaths.includes(path)));
