import type { LiveEvent, LiveProvider } from "@refinedev/core";

type Subscription = { channel: string; types: string[]; callback: (event: LiveEvent) => void };

const subscriptions = new Map<symbol, Subscription>();

/**
 * Refine's live system inside the page: lists and records subscribe to `resources/<name>`, and
 * publish() hands them an event. The socket itself (providers/liveConnection) loads with the
 * shell and publishes what the server pushes; this part is tiny because it ships with sign-in.
 */
export const liveProvider: Required<LiveProvider> = {
  subscribe: ({ channel, types, callback }) => {
    const handle = Symbol(channel);
    subscriptions.set(handle, { channel, types, callback });
    return handle;
  },
  unsubscribe: (handle: symbol) => {
    subscriptions.delete(handle);
  },
  publish: (event) => {
    for (const { channel, types, callback } of subscriptions.values()) {
      if (channel === event.channel && (types.includes("*") || types.includes(event.type))) {
        callback(event);
      }
    }
  },
};
