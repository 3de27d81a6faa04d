import type { Database } from "../db/client.ts";
import type { RequestContext } from "./context.ts";

/**
 * A lookup by ids (category names, seller names) that asks the database only for the ids this
 * request has not looked up yet: an export's hundred batches name the same few references again
 * and again, and a query per batch for them cost as much as reading the rows.
 */
export const rememberedPerRequest = <Value>(
  lookup: (db: Database, ids: readonly string[]) => Promise<Map<string, Value>>,
) => {
  const known = new WeakMap<RequestContext, Map<string, Value>>();
  return async (context: RequestContext, ids: readonly (string | null)[]) => {
    let seen = known.get(context);
    if (!seen) {
      seen = new Map();
      known.set(context, seen);
    }
    const missing = new Set<string>();
    for (const id of ids) if (id !== null && !seen.has(id)) missing.add(id);
    if (missing.size > 0) {
      for (const [id, value] of await lookup(context.db, [...missing])) seen.set(id, value);
    }
    return seen;
  };
};
