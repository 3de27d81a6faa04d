/**
 * Account-deletion requests (docs/statuses.md#account-deletion-requests). Plain values: the
 * server refuses every other move with 409 and the SPA offers only these.
 */

export const DELETION_REQUEST_STATUSES = ["pending", "approved", "rejected"] as const;
export type DeletionRequestStatus = (typeof DELETION_REQUEST_STATUSES)[number];

export const DELETION_REQUEST_MOVES: Record<
  DeletionRequestStatus,
  readonly DeletionRequestStatus[]
> = {
  pending: ["approved", "rejected"],
  approved: [],
  rejected: [],
};

/** A rejection is mailed with its reason: the requester must learn why their data stays. */
export const DELETION_REASON_REQUIRED: ReadonlySet<DeletionRequestStatus> = new Set(["rejected"]);

export const canMoveDeletionRequest = (from: DeletionRequestStatus, to: DeletionRequestStatus) =>
  DELETION_REQUEST_MOVES[from].includes(to);

/** Where a request came from: a customer or seller app (intake), or a seller's profile page. */
export const DELETION_REQUEST_SOURCES = ["app", "profile"] as const;

/** Deletion requests have a legal deadline: a pending one older than this is overdue. */
export const DELETION_DEADLINE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export const isOverdue = (
  request: { status: DeletionRequestStatus; createdAt: string },
  now: number = Date.now(),
) =>
  request.status === "pending" &&
  now - new Date(request.createdAt).getTime() > DELETION_DEADLINE_DAYS * DAY_MS;
