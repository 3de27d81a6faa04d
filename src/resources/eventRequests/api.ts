/** An event request's API path (server/eventRequests): moves, offer, notes and history hang below it. */
export const eventRequestPath = (id: string) => `/event/request/${encodeURIComponent(id)}`;

/** A request's page in the SPA (its index.ts show route): what a link to another request opens. */
export const eventRequestPage = (id: string) => `/event-requests/view/${encodeURIComponent(id)}`;

/** Every status's count, for the list's status tabs. */
export const EVENT_REQUEST_COUNTS_PATH = "/event/request/count-by-status";
