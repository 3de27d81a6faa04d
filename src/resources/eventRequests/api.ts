/** An event request's API path (server/eventRequests): moves, offer, notes and history hang below it. */
export const eventRequestPath = (id: string) => `/event/request/${encodeURIComponent(id)}`;

/** Every status's count, for the list's status tabs. */
export const EVENT_REQUEST_COUNTS_PATH = "/event/request/count-by-status";
