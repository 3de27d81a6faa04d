/**
 * The records of the list page a record was opened from, for `[` and `]` on its page: each list
 * keeps the ids of the page it shows, per resource, for the browser tab's life.
 */
const keyOf = (resource: string) => `listTrail:${resource}`;

export function rememberList(resource: string, ids: readonly string[]): void {
  const trail = JSON.stringify(ids);
  // A read comes from the page's own copy; a write goes to the browser: ~1 ms of a tab click,
  // where the list shown again holds the rows it wrote before (issue 13).
  if (sessionStorage.getItem(keyOf(resource)) !== trail) {
    sessionStorage.setItem(keyOf(resource), trail);
  }
}

/** Where a record stands in its list: its neighbours' ids, or nothing when it is not in it. */
export type Neighbours = { previous?: string; next?: string; position: number; count: number };

export function neighboursOf(resource: string, id: string): Neighbours | undefined {
  let ids: unknown;
  try {
    ids = JSON.parse(sessionStorage.getItem(keyOf(resource)) ?? "[]");
  } catch {
    return undefined;
  }
  if (!Array.isArray(ids)) return undefined;
  const index = ids.indexOf(id);
  if (index < 0) return undefined;
  return {
    previous: ids[index - 1],
    next: ids[index + 1],
    position: index + 1,
    count: ids.length,
  };
}
