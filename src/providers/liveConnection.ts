import type { LiveEvent } from "@refinedev/core";
import { io } from "socket.io-client";
import { LIVE_COUNTERS, type LiveCounter, type LiveCounterPayload } from "../../domain/live";
import { config } from "../config";
import { type Answer, httpClient } from "./httpClient";
import { liveCounters } from "./liveCounters";

export const LIVE_SOCKET_PATH = "/socket.io";

export type LiveConnectionOptions = {
  token: string;
  /** The counters this user may see: only these are read and followed. */
  counters: readonly LiveCounter[];
  /** Refine's live publish (usePublish): lists subscribed to `resources/<name>` refresh. */
  publish?: (event: LiveEvent) => void;
};

// The socket lives where the API lives: same origin unless the build points the API elsewhere.
const socketOrigin = (): string | undefined =>
  /^https?:\/\//.test(config.apiUrl) ? new URL(config.apiUrl).origin : undefined;

const readCount = async (name: LiveCounter) => {
  const { data: body } = await httpClient.get<Answer<number>>(LIVE_COUNTERS[name].countPath);
  liveCounters.set(name, body.data);
};

/**
 * Reads the counters, then follows them over socket.io (seed §7): every event sets its badge at
 * once and tells Refine, so an open list of that resource refreshes itself. After a lost
 * connection (a server restart) socket.io reconnects by itself, and the counts are read again,
 * since events may have been missed meanwhile. Returns the way to hang up.
 */
export function connectLive({ token, counters, publish }: LiveConnectionOptions): () => void {
  const refresh = () => {
    // A failed read has been shown by the HTTP client; the badge keeps its last number.
    for (const name of counters) readCount(name).catch(() => undefined);
  };
  refresh();

  const options = {
    path: LIVE_SOCKET_PATH,
    auth: { token },
    // One long-lived connection, no polling first: lower latency, and no sticky sessions
    // needed behind a load balancer (decision D2).
    transports: ["websocket"],
  };
  const origin = socketOrigin();
  const socket = origin ? io(origin, options) : io(options);

  let connectedBefore = false;
  socket.on("connect", () => {
    if (connectedBefore) refresh();
    connectedBefore = true;
  });
  // A server going down closes its sockets on purpose; socket.io only retries by itself after
  // a lost transport, so ask again: the manager then keeps trying until the server is back.
  socket.on("disconnect", (reason) => {
    if (reason === "io server disconnect") socket.connect();
  });

  // Readings may overtake one another on the way: keep the newest by the server's stamp.
  const newest = new Map<LiveCounter, number>();
  for (const name of counters) {
    socket.on(LIVE_COUNTERS[name].event, (payload: LiveCounterPayload) => {
      const at = payload?.at;
      if (typeof at === "number") {
        if (at <= (newest.get(name) ?? Number.NEGATIVE_INFINITY)) return;
        newest.set(name, at);
      }
      liveCounters.set(name, payload?.count);
      publish?.({
        channel: `resources/${name}`,
        type: "created",
        payload: {},
        date: new Date(),
      });
    });
  }

  return () => {
    socket.removeAllListeners();
    socket.disconnect();
  };
}
