/** Entries a lookup keeps: more than a session opens, few enough to stay small. */
const REMEMBERED = 200;

/**
 * The value worked out for `key`, computed once and kept in `cache` (emptied when full): for the
 * lookups every navigation repeats — an address's route, params and query, a path's shell page.
 */
export const remembered = <T>(cache: Map<string, T>, key: string, compute: () => T): T => {
  if (cache.has(key)) return cache.get(key) as T;
  if (cache.size >= REMEMBERED) cache.clear();
  const value = compute();
  cache.set(key, value);
  return value;
};
