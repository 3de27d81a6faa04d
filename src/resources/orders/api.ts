/** An order's API path (server/orders): its moves, notes and history hang below it. */
export const orderPath = (id: string) => `/order/${encodeURIComponent(id)}`;

/** Every status's count in the caller's scope, for the list's status tabs. */
export const ORDER_COUNTS_PATH = "/orders/count-by-status";
