/** An order request's API path (server/orderRequests): PUT sends a quote; moves, notes and history hang below it. */
export const orderRequestPath = (id: string) => `/order/request/${encodeURIComponent(id)}`;

/** Every status's count in the caller's scope, for the list's status tabs. */
export const ORDER_REQUEST_COUNTS_PATH = "/order/request/count-by-status";
