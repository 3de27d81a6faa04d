import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { LIVE_COUNTERS, type LiveCounter, type LiveCounterPayload } from "../../domain/live.ts";
import { STAFF_USER_TYPES } from "../../domain/userTypes.ts";
import { typeRoom, userRoom } from "../plugins/live.ts";
import { countArrived, isSellerScoped } from "./counts.ts";

export interface LiveCounters {
  /** Re-reads the counter and pushes it to staff and, when given, to the owning seller. */
  publish(counter: LiveCounter, scope?: { sellerId?: string | null }): void;
  /** Resolves once every reading asked for so far has been emitted (tests, shutdown). */
  settled(): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    liveCounters: LiveCounters;
  }
}

const STAFF_ROOMS = STAFF_USER_TYPES.map(typeRoom);

/**
 * Under a stream of writes an audience's next reading waits this many times as long as its last
 * one took: counting then holds a database connection a fifth of the time at most, instead of
 * always, while a quiet badge (a reading of a few ms) still follows within a few more.
 */
const READING_PAUSE = 4;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Exact counts under bursts: at most one reading per audience is in flight, and a change that
 * lands while it runs asks for one more reading after it (and a pause, READING_PAUSE). The last reading of a burst therefore
 * starts after the last commit, and readings of one audience are emitted in the order they were
 * taken; a burst of a thousand intakes costs a handful of count queries, not a thousand.
 */
const createLiveCounters = (app: FastifyInstance): LiveCounters => {
  const running = new Map<string, { again: boolean; done: Promise<void> }>();
  let lastAt = 0;
  const nextAt = () => {
    lastAt = Math.max(lastAt + 1, Date.now());
    return lastAt;
  };

  const readAndEmit = async (counter: LiveCounter, rooms: readonly string[], sellerId?: string) => {
    const at = nextAt();
    const count = await countArrived(app.db, counter, sellerId);
    const payload: Required<LiveCounterPayload> = { count, at };
    app.live.emit(rooms, LIVE_COUNTERS[counter].event, payload);
  };

  const coalesce = (key: string, read: () => Promise<void>) => {
    const current = running.get(key);
    if (current) {
      current.again = true;
      return;
    }
    const state = { again: true, done: Promise.resolve() };
    state.done = (async () => {
      while (state.again) {
        state.again = false;
        const started = performance.now();
        try {
          await read();
        } catch (error) {
          app.log.warn({ err: error, counter: key }, "live counter not published");
        }
        if (state.again) await pause((performance.now() - started) * READING_PAUSE);
      }
      running.delete(key);
    })();
    running.set(key, state);
  };

  return {
    publish: (counter, scope = {}) => {
      coalesce(counter, () => readAndEmit(counter, STAFF_ROOMS));
      const { sellerId } = scope;
      if (sellerId && isSellerScoped(counter)) {
        coalesce(`${counter}:${sellerId}`, () =>
          readAndEmit(counter, [userRoom(sellerId)], sellerId),
        );
      }
    },
    settled: async () => {
      while (running.size > 0) await Promise.all([...running.values()].map(({ done }) => done));
    },
  };
};

export const liveCountersPlugin = fp(
  async (app) => {
    app.decorate("liveCounters", createLiveCounters(app));
    // Readings still in flight must not query a database that is being closed.
    app.addHook("preClose", async () => app.liveCounters.settled());
  },
  { name: "live-counters", dependencies: ["live"] },
);
