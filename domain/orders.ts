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

/** Rent requests and event requests arrive as `new` and are `seen` once staff have handled them. */
export const REQUEST_STATUSES = ["new", "seen"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
