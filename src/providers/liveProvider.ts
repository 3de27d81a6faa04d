import type { LiveEvent, LiveProvider } from "@refinedev/core";
import type { LiveSocket } from "./liveSocket";

type Subscription = { channel: string; types: string[]; callback: (event: LiveEvent) => void };

const subscriptions = new Map<symbol, Subscription>();
let socket: Promise<LiveSocket> | undefined;

const followedChannels = (): ReadonlySet<string> =>
  new Set([...subscriptions.values()].map(({ channel }) => channel));

const dispatch = (event: LiveEvent) => {
  for (const { channel, types, callback } of subscriptions.values()) {
    if (channel === event.channel && (types.includes("*") || types.includes(event.type))) {
      callback(event);
    }
  }
};

/** The socket opens with the first subscription: its code loads then, not with the sign-in page. */
const openSocket = () => {
  socket ??= import("./liveSocket").then(({ openLiveSocket }) =>
    openLiveSocket({ onEvent: dispatch, channels: followedChannels }),
  );
  return socket;
};

/**
 * Runs `use` on the socket once it is open. For a caller that holds a subscription (presence
 * follows its own channel): without one the socket may be closing.
 */
export const withLiveSocket = (use: (live: LiveSocket) => void) => {
  void openSocket().then(use);
};

/**
 * Refine's live provider on socket.io: subscribing to a channel (`resources/<name>` for lists and
 * record pages, `counters` for the sidebar badges) joins it on the socket, the last unsubscription
 * leaves it, and whatever the server pushes is published to that channel's subscribers. The
 * socket closes when nothing is followed any more (sign-out leaves nothing on screen).
 */
export const liveProvider: Required<LiveProvider> = {
  subscribe: ({ channel, types, callback }) => {
    const isNew = !followedChannels().has(channel);
    const handle = Symbol(channel);
    subscriptions.set(handle, { channel, types, callback });
    if (isNew) {
      void openSocket().then((live) => {
        if (followedChannels().has(channel)) live.join(channel);
      });
    }
    return handle;
  },
  unsubscribe: (handle: symbol) => {
    const subscription = subscriptions.get(handle);
    subscriptions.delete(handle);
    const current = socket;
    if (!subscription || !current || followedChannels().has(subscription.channel)) return;
    if (subscriptions.size > 0) {
      void current.then((live) => live.leave(subscription.channel));
      return;
    }
    socket = undefined;
    void current.then((live) => live.close());
  },
  publish: dispatch,
};
