/**
 * The work queue (docs/statuses.md#the-work-queue): what waits for someone, from both lines, how
 * long it may wait before it is late, and what can be done next. Built on the resources' own
 * machines: the next actions are their allowed moves.
 */
import { RESOURCE_USERS } from "./access.ts";
import { DELETION_DEADLINE_DAYS, DELETION_REQUEST_MOVES } from "./deletionRequests.ts";
import {
  canSendQuote,
  ORDER_MOVES,
  ORDER_REQUEST_MOVES,
  type OrderRequestStatus,
  type OrderStatus,
} from "./orders.ts";
import { canSendOffer, REQUEST_MOVES, type RequestStatus } from "./rentWork.ts";
import { STAFF_USER_TYPES, type UserType } from "./userTypes.ts";
import { workingHoursBetween } from "./workingHours.ts";

/** The resources whose records wait in the queue, by their Refine names. */
export const QUEUE_RESOURCES = [
  "orderRequests",
  "orders",
  "rentRequests",
  "eventRequests",
  "deletionRequests",
] as const;
export type QueueResource = (typeof QUEUE_RESOURCES)[number];

/** Each resource's record path on the API: its assignee is `<path>/:id/assignee`. */
export const RECORD_PATHS: Record<QueueResource, string> = {
  orderRequests: "/order/request",
  orders: "/order",
  rentRequests: "/request",
  eventRequests: "/event/request",
  deletionRequests: "/account-deletion-request",
};

export const isQueueResource = (name: string): name is QueueResource =>
  (QUEUE_RESOURCES as readonly string[]).includes(name);

/** How long a record may wait in a status before it is late: working hours, or calendar days. */
export type WaitLimit = { workingHours: number } | { days: number };

/**
 * The waiting statuses of each resource and their limits. A new request should be taken in
 * charge within half a working day, a request in charge answered within two; an order confirmed
 * or a return asked for moved within a working day.
 */
export const WAITING = {
  orderRequests: {
    new: { workingHours: 4 },
    requestInProgress: { workingHours: 16 },
  } satisfies Partial<Record<OrderRequestStatus, WaitLimit>>,
  orders: {
    orderConfirmed: { workingHours: 8 },
    returnRequest: { workingHours: 8 },
  } satisfies Partial<Record<OrderStatus, WaitLimit>>,
  rentRequests: {
    new: { workingHours: 4 },
    inProgress: { workingHours: 16 },
  } satisfies Partial<Record<RequestStatus, WaitLimit>>,
  eventRequests: {
    new: { workingHours: 4 },
    inProgress: { workingHours: 16 },
  } satisfies Partial<Record<RequestStatus, WaitLimit>>,
  // Late two days before the legal deadline, while there is still time to answer.
  deletionRequests: { pending: { days: DELETION_DEADLINE_DAYS - 2 } },
} as const satisfies Record<QueueResource, Record<string, WaitLimit>>;

/** A pending deletion request joins the queue this many days before its deadline. */
export const DELETION_NOTICE_DAYS = 7;

/** The calendar days after which a pending deletion request is near its deadline. */
export const DELETION_QUEUED_AFTER_DAYS = DELETION_DEADLINE_DAYS - DELETION_NOTICE_DAYS;

export const waitingStatuses = (resource: QueueResource): string[] =>
  Object.keys(WAITING[resource]);

export const waitLimit = (resource: QueueResource, status: string): WaitLimit | undefined =>
  (WAITING[resource] as Record<string, WaitLimit>)[status];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An order request paid without stock (docs/stock.md#quote-holds) waits at the top of the queue,
 * whatever its status, since its payment: the customer paid for pieces nobody can send.
 */
export const PAID_WITHOUT_STOCK_LIMIT: WaitLimit = { workingHours: 4 };

/** Whether a record waiting since `since` is past `limit` at `now`. */
export const isPastLimit = (limit: WaitLimit, since: Date, now: Date) =>
  "days" in limit
    ? now.getTime() - since.getTime() > limit.days * DAY_MS
    : workingHoursBetween(since, now, limit.workingHours) > limit.workingHours;

/** Whether a record waiting since `since` in `status` is past its limit at `now`. */
export const isLate = (resource: QueueResource, status: string, since: Date, now: Date) => {
  const limit = waitLimit(resource, status);
  return limit ? isPastLimit(limit, since, now) : false;
};

/**
 * What can be done next from a status: the machine's moves, and sending a quote or an offer
 * where that is allowed (named by the status it reaches).
 */
export const nextActions = (resource: QueueResource, status: string): string[] => {
  switch (resource) {
    case "orderRequests": {
      const from = status as OrderRequestStatus;
      return [...(canSendQuote(from) ? ["quotationSent"] : []), ...ORDER_REQUEST_MOVES[from]];
    }
    case "orders":
      return [...ORDER_MOVES[status as OrderStatus]];
    case "rentRequests":
    case "eventRequests": {
      const from = status as RequestStatus;
      return [...(canSendOffer(from) ? ["offerSent"] : []), ...REQUEST_MOVES[from]];
    }
    case "deletionRequests":
      return [...DELETION_REQUEST_MOVES[status as keyof typeof DELETION_REQUEST_MOVES]];
  }
};

/** The resources a user's queue holds: those open to their type (sellers: only their own records). */
export const queueResourcesFor = (type: UserType): QueueResource[] =>
  QUEUE_RESOURCES.filter((resource) => RESOURCE_USERS[resource].includes(type));

/**
 * Whom staff may assign a record to: a staff member whose type may work with its resource. A
 * seller assigns its own records to itself only.
 */
export const canBeAssigned = (resource: QueueResource, type: UserType) =>
  STAFF_USER_TYPES.includes(type) && RESOURCE_USERS[resource].includes(type);
