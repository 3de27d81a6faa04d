import type { Database } from "../db/client.ts";
import type { RequestContext } from "./context.ts";

/**
 * A lookup by ids (category names, seller names) that asks the database only for the ids this
 * request has not looked up yet: an export's hundred batches name the same few references again
 * and again, and a query per batch for them cost as much as reading the rows. `load` a batch's
 * ids before its cells are written; the columns read `known`.
 */
export const rememberedPerRequest = <Value>(
  lookup: (db: Database, ids: readonly string[]) => Promise<Map<string, Value>>,
) => {
  const byRequest = new WeakMap<RequestContext, Map<string, Value>>();
  const known = (context: RequestContext) => {
    let seen = byRequest.get(context);
    if (!seen) {
      seen = new Map();
      byRequest.set(context, seen);
    }
    return seen;
  };
  return {
    known,
    load: async (context: RequestContext, ids: readonly (string | null)[]) => {
      const seen = known(context);
      const missing = new Set<string>();
      for (const id of ids) if (id !== null && !seen.has(id)) missing.add(id);
      if (missing.size === 0) return;
      for (const [id, value] of await lookup(context.db, [...missing])) seen.set(id, value);
    },
  };
};
