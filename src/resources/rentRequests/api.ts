/** A rent request's API path (server/rentRequests): moves, offer, notes and history hang below it. */
export const rentRequestPath = (id: string) => `/request/${encodeURIComponent(id)}`;

/** Every status's count, for the list's status tabs. */
export const RENT_REQUEST_COUNTS_PATH = "/request/count-by-status";
