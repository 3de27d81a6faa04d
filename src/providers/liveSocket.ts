import type { LiveEvent } from "@refinedev/core";
import { io } from "socket.io-client";
import {
  COUNTERS_CHANNEL,
  LIVE_COUNTERS,
  type LiveCounter,
  RECONNECTED,
  RECORD_CHANGED_EVENT,
  type RecordChange,
  SUBSCRIBE_MESSAGE,
  UNSUBSCRIBE_MESSAGE,
} from "../../domain/live";
import {
  PRESENCE_CHANNEL,
  PRESENCE_EVENT,
  PRESENCE_JOIN_MESSAGE,
  PRESENCE_LEAVE_MESSAGE,
  PRESENCE_UNWATCH_MESSAGE,
  PRESENCE_WATCH_MESSAGE,
  type PresenceRecord,
  presenceKey,
  type RecordPresence,
} from "../../domain/presence";
import { config } from "../config";
import { session } from "./session";

export const LIVE_SOCKET_PATH = "/socket.io";

/** The server's refusal of a socket whose session it could not read (server/plugins/live.ts). */
const DATABASE_UNAVAILABLE = "databaseUnavailable";
const DEFAULT_RETRY_SECONDS = 5;

export type LiveSocket = {
  join(channel: string): void;
  leave(channel: string): void;
  /** This tab has the record open, `editing` once typed into; said again after a reconnection. */
  present(record: PresenceRecord, editing: boolean): void;
  absent(record: PresenceRecord): void;
  /** Follows the presence of rows on screen; their presence now arrives as presence events. */
  watch(records: readonly PresenceRecord[]): void;
  unwatch(records: readonly PresenceRecord[]): void;
  close(): void;
};

type Options = {
  /** Hands a server event, as a Refine live event, to the channel's subscribers. */
  onEvent(event: LiveEvent): void;
  /** The channels followed now, joined again after a reconnection. */
  channels(): ReadonlySet<string>;
};

// The socket lives where the API lives: same origin unless the build points the API elsewhere.
const socketOrigin = (): string | undefined =>
  /^https?:\/\//.test(config.apiUrl) ? new URL(config.apiUrl).origin : undefined;

/**
 * socket.io with the session's token (docs/api.md). The server sends the four counters to everyone
 * entitled to them; resource channels are joined on request. A page reads its records before its
 * channel is joined, so a change in between would go unheard: a channel joined while the socket
 * is not connected (the first connection, or after a lost one: socket.io reconnects by itself and
 * every channel is joined again) has its subscribers hear `reconnected` once the server has
 * acknowledged the join, and they read again. The counters' rooms come with the connection itself,
 * so theirs hear it at each connection.
 */
export function openLiveSocket({ onEvent, channels }: Options): LiveSocket {
  const options = {
    path: LIVE_SOCKET_PATH,
    auth: { token: session.getToken() },
    // One long-lived connection, no polling first: lower latency, and no sticky sessions
    // needed behind a load balancer (docs/product.md#storage-and-scale).
    transports: ["websocket"],
  };
  const origin = socketOrigin();
  const socket = origin ? io(origin, options) : io(options);

  const readAgain = (channel: string) =>
    onEvent({ channel, type: RECONNECTED, payload: {}, date: new Date() });

  // The counters arrive without asking, presence by its own messages: only resource channels
  // are joined on the server.
  const join = (channel: string, mayHaveMissed: boolean) => {
    if (channel === COUNTERS_CHANNEL || channel === PRESENCE_CHANNEL) return;
    socket.emit(SUBSCRIBE_MESSAGE, channel, () => {
      if (mayHaveMissed) readAgain(channel);
    });
  };

  const heardPresence = (presence: RecordPresence) =>
    onEvent({
      channel: PRESENCE_CHANNEL,
      type: PRESENCE_EVENT,
      payload: presence as unknown as Record<string, unknown>,
      date: new Date(),
    });
  // What the server forgets with a lost socket: said again on the new one.
  const presentOn = new Map<string, { record: PresenceRecord; editing: boolean }>();
  const watching = new Map<string, PresenceRecord>();
  const sendPresent = (record: PresenceRecord, editing: boolean) =>
    socket.emit(PRESENCE_JOIN_MESSAGE, { ...record, editing });
  const sendWatch = (records: readonly PresenceRecord[]) =>
    socket.emit(PRESENCE_WATCH_MESSAGE, { records }, (found: RecordPresence[]) => {
      // The answer names only the records someone is on: the others are empty now, whatever was
      // heard of them before a reconnection.
      const named = new Map(found.map((presence) => [presenceKey(presence), presence]));
      for (const record of records)
        heardPresence(named.get(presenceKey(record)) ?? { ...record, users: [] });
    });

  let connectedBefore = false;
  socket.on("connect", () => {
    if (channels().has(COUNTERS_CHANNEL)) readAgain(COUNTERS_CHANNEL);
    // At the first connection the joins asked for meanwhile are sent by socket.io itself.
    if (connectedBefore) {
      for (const channel of channels()) join(channel, true);
      for (const { record, editing } of presentOn.values()) sendPresent(record, editing);
      if (watching.size > 0) sendWatch([...watching.values()]);
    }
    connectedBefore = true;
  });
  // A server going down closes its sockets on purpose; socket.io only retries by itself after
  // a lost transport, so ask again: the manager then keeps trying until the server is back.
  socket.on("disconnect", (reason) => {
    if (reason === "io server disconnect") socket.connect();
  });
  // A sign-in refused because the server could not read the session says nothing of the token,
  // and socket.io does not retry a refused sign-in by itself: ask again when the server says.
  socket.on("connect_error", (error: Error & { data?: { retryAfterSeconds?: number } }) => {
    if (error.message !== DATABASE_UNAVAILABLE) return;
    const seconds = error.data?.retryAfterSeconds ?? DEFAULT_RETRY_SECONDS;
    setTimeout(() => {
      if (!socket.connected) socket.connect();
    }, seconds * 1000);
  });

  for (const [counter, { event }] of Object.entries(LIVE_COUNTERS)) {
    socket.on(event, (payload: unknown) =>
      onEvent({
        channel: COUNTERS_CHANNEL,
        type: counter as LiveCounter,
        payload: payload as Record<string, unknown>,
        date: new Date(),
      }),
    );
  }
  socket.on(RECORD_CHANGED_EVENT, (change: RecordChange) =>
    onEvent({ ...change, date: new Date(change.date) }),
  );
  socket.on(PRESENCE_EVENT, heardPresence);

  return {
    join: (channel) => join(channel, !socket.connected),
    leave: (channel) => {
      if (channel !== COUNTERS_CHANNEL) socket.emit(UNSUBSCRIBE_MESSAGE, channel);
    },
    present: (record, editing) => {
      presentOn.set(presenceKey(record), { record, editing });
      sendPresent(record, editing);
    },
    absent: (record) => {
      presentOn.delete(presenceKey(record));
      socket.emit(PRESENCE_LEAVE_MESSAGE, record);
    },
    watch: (records) => {
      for (const record of records) watching.set(presenceKey(record), record);
      sendWatch(records);
    },
    unwatch: (records) => {
      for (const record of records) watching.delete(presenceKey(record));
      socket.emit(PRESENCE_UNWATCH_MESSAGE, { records });
    },
    close: () => {
      socket.removeAllListeners();
      socket.disconnect();
    },
  };
}
