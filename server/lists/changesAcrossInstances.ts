import fp from "fastify-plugin";
import { onCommittedWrites } from "../db/committedWrites.ts";
import { everythingChanged, keptTables, tablesChanged, trustKeptWhile } from "./keptResults.ts";

const LISTS_CHANGED = "listsChanged";
/** The longest a write's answer waits for the other instances to hear of it. */
const HEARD_WITHIN_MS = 500;

type Changed = readonly string[] | "everything";

/**
 * With several instances (REDIS_URL), each keeps list answers of its own: a write committed on
 * one is told to the others over the live bus, and the write answers once they heard it, so the
 * caller's next read shows it whichever instance serves it. While Redis is down writes go
 * unheard both ways: kept answers are not used, and all are dropped when Redis is back (this
 * instance missed what the others told, and they missed what it wrote).
 */
export const listChangesAcrossInstancesPlugin = fp(
  async (app) => {
    if (!app.config.redisUrl) return;
    const client = (app.db as unknown as { $client: object }).$client;
    const telling = new Set<Promise<void>>();
    const tell = (changed: Changed) => {
      const told = app.live
        .toOtherInstances(LISTS_CHANGED, changed, HEARD_WITHIN_MS)
        .finally(() => telling.delete(told));
      telling.add(told);
    };

    let redisWasUp = true;
    trustKeptWhile(client, () => {
      const up = app.dependencies.isUp("redis");
      if (up && !redisWasUp) {
        everythingChanged(client);
        tell("everything");
      }
      redisWasUp = up;
      return up;
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
