import fp from "fastify-plugin";
import { onCommittedWrites } from "../db/committedWrites.ts";
import { everythingChanged, keepAtMost, keptTables, tablesChanged } from "./keptResults.ts";

const LISTS_CHANGED = "listsChanged";
/** The longest a write's answer waits for the other instances to hear of it. */
const HEARD_WITHIN_MS = 500;
/** How stale a list may be on PostgreSQL when other instances' writes may go unheard. */
const UNHEARD_KEPT_MS = 2_000;

type Changed = readonly string[] | "everything";

/**
 * With several instances (REDIS_URL), each keeps list answers of its own: a write committed on
 * one is told to the others over the live bus, and the write answers once they heard it, so the
 * caller's next read shows it whichever instance serves it. Without Redis, on PostgreSQL, other
 * instances may write the same database unheard: kept answers last two seconds. While Redis is
 * down, the same; when it is back all are dropped (this instance missed what the others told,
 * and they missed what it wrote). PGlite is one process's alone: it hears every write.
 */
export const listChangesAcrossInstancesPlugin = fp(
  async (app) => {
    const client = (app.db as unknown as { $client: object }).$client;
    if (!app.config.redisUrl) {
      if (app.config.databaseUrl) keepAtMost(client, () => UNHEARD_KEPT_MS);
      return;
    }
    const telling = new Set<Promise<void>>();
    const tell = (changed: Changed) => {
      const told = app.live
        .toOtherInstances(LISTS_CHANGED, changed, HEARD_WITHIN_MS)
        .finally(() => telling.delete(told));
      telling.add(told);
    };

    let redisWasUp = true;
    keepAtMost(client, () => {
      const up = app.dependencies.isUp("redis");
      if (up && !redisWasUp) {
        everythingChanged(client);
        tell("everything");
      }
      redisWasUp = up;
      return up ? Number.POSITIVE_INFINITY : UNHEARD_KEPT_MS;
    });
    onCommittedWrites(client, (tables) => {
      const kept = [...tables].filter((table) => keptTables.has(table));
      if (kept.length > 0 && app.dependencies.isUp("redis")) tell(kept);
    });
    app.live.onOtherInstances(LISTS_CHANGED, (changed) => {
      if (changed === "everything") everythingChanged(client);
      else if (Array.isArray(changed)) tablesChanged(client, changed.map(String));
    });
    app.addHook("onSend", async (request) => {
      if (request.method !== "GET" && telling.size > 0) await Promise.all(telling);
    });
  },
  { name: "list-changes-across-instances", dependencies: ["live"] },
);
