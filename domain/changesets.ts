/**
 * Changesets (docs/api.md#changesets) as plain values: the bulk actions each resource offers on a
 * selection, and how long a changeset may be reverted. The SPA's actions menu reads them too.
 */

/** The actions of each resource's bulk route: a status move or one field's change. */
export const BULK_ACTIONS = {
  orderRequests: ["move"],
  orders: ["move"],
  rentRequests: ["takeInCharge", "decline"],
  eventRequests: ["takeInCharge", "decline"],
  products: ["category", "priceByPercent", "priceByAmount", "adjustStock"],
  coupons: ["expiry"],
} as const;
export type BulkResource = keyof typeof BULK_ACTIONS;
export type BulkAction = (typeof BULK_ACTIONS)[BulkResource][number];
export const BULK_RESOURCES = Object.keys(BULK_ACTIONS) as BulkResource[];

/** What made a changeset: a bulk action's name, or a spreadsheet import. */
export type ChangesetKind = BulkAction | "import";

/** A changeset is reverted within this many hours of its making, never later. */
export const REVERT_WINDOW_HOURS = 24;

/** At most this many records per bulk call: each is a unit of work of its own. */
export const BULK_IDS_MAX = 500;

/**
 * Where each record of a changeset stands: written by it; put back by its revert; left as it was
 * by the revert because it changed since (`conflict`) or because the revert was refused.
 */
export const CHANGESET_RECORD_STATES = ["done", "reverted", "conflict", "refused"] as const;
export type ChangesetRecordState = (typeof CHANGESET_RECORD_STATES)[number];
