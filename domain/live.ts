/**
 * The live counters (docs/api.md): one socket event per sidebar badge, each `{ count }`, and the count
 * call the SPA reads at start. A counter is the number of records waiting for staff: new rent,
 * event and order requests, and orders "Order confirmed" or "Return request" (a customer's return
 * flows into the badge), scoped to the seller for sellers.
 */
export const LIVE_COUNTERS = {
  rentRequests: {
    event: "rentRequestArrived",
    countPath: "/request/count",
    cookie: "rentRequestCount",
  },
  eventRequests: {
    event: "rentEventRequestArrived",
    countPath: "/event/request/count",
    cookie: "eventRequestCount",
  },
  orderRequests: {
    event: "orderRequestArrived",
    countPath: "/order/request/count",
    cookie: "orderRequestCount",
  },
  orders: { event: "orderArrived", countPath: "/order/count", cookie: "orderCount" },
} as const;

export type LiveCounter = keyof typeof LIVE_COUNTERS;
/**
 * `at` grows with every reading the server takes (milliseconds, strictly increasing): a client
 * that ever receives two readings of a counter out of order can keep the newer one.
 */
export type LiveCounterPayload = { count: number; at?: number };

/** The socket event that carries record changes, as Refine's live events. */
export const RECORD_CHANGED_EVENT = "recordChanged";

/** The socket messages a client sends to follow a channel (`resources/<name>`) and to stop. */
export const SUBSCRIBE_MESSAGE = "subscribe";
export const UNSUBSCRIBE_MESSAGE = "unsubscribe";

/** Refine's channel of a resource: lists and record pages of it refresh on its events. */
export const resourceChannel = (resource: string) => `resources/${resource}`;

/** The client-side channel the four counter events arrive on, one event type per counter. */
export const COUNTERS_CHANNEL = "counters";

/** The event type every channel hears after a lost connection: events may have been missed. */
export const RECONNECTED = "reconnected";

export type RecordChange = {
  channel: string;
  type: "created" | "updated" | "deleted";
  payload: { ids: string[] };
  date: string;
};
