/** Shop statuses (docs/statuses.md) as plain values; labels are keys of the `statuses` namespace. */

export const ORDER_REQUEST_STATUSES = [
  "new",
  "requestInProgress",
  "quotationSent",
  "workingInProcess",
  "shipped",
  "completed",
  "requestDenied",
] as const;
export type OrderRequestStatus = (typeof ORDER_REQUEST_STATUSES)[number];

export const ORDER_STATUSES = [
  "orderConfirmed",
  "workingInProgress",
  "returnRequest",
  "returnApproved",
  "returnRequestRejected",
  "cancelledOrder",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The moves each status allows (docs/statuses.md#moves), read by the server to refuse the others
 * with 409 and by the SPA to offer only these. `quotationSent` is reached by sending a quote
 * (PUT /order/request/:id), never by a plain move; a quote may be sent again while it is current.
 */
export const ORDER_REQUEST_MOVES: Record<OrderRequestStatus, readonly OrderRequestStatus[]> = {
  new: ["requestInProgress", "requestDenied"],
  requestInProgress: ["requestDenied"],
  quotationSent: ["workingInProcess", "requestDenied"],
  workingInProcess: ["shipped"],
  shipped: ["completed"],
  completed: [],
  requestDenied: [],
};

/** The statuses from which a quote may be sent: the first one, or again (replacing it). */
export const QUOTABLE_STATUSES: readonly OrderRequestStatus[] = [
  "requestInProgress",
  "quotationSent",
];

/** `returnRequest` is the customer's: staff record it on the customer's behalf, with the reason. */
export const ORDER_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  orderConfirmed: ["workingInProgress", "cancelledOrder"],
  workingInProgress: ["returnRequest"],
  returnRequest: ["returnApproved", "returnRequestRejected"],
  returnApproved: [],
  returnRequestRejected: [],
  cancelledOrder: [],
};

/** Moves whose note is a required reason (mailed to the customer with the change). */
export const REASON_REQUIRED: ReadonlySet<OrderRequestStatus | OrderStatus> = new Set([
  "requestDenied",
  "cancelledOrder",
  "returnRequest",
  "returnRequestRejected",
]);

export const canMoveOrderRequest = (from: OrderRequestStatus, to: OrderRequestStatus) =>
  ORDER_REQUEST_MOVES[from].includes(to);

export const canMoveOrder = (from: OrderStatus, to: OrderStatus) => ORDER_MOVES[from].includes(to);

export const canSendQuote = (status: OrderRequestStatus) => QUOTABLE_STATUSES.includes(status);
