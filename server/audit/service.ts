import type { Database } from "../db/client.ts";
import { auditEntries } from "./schema.ts";

export type AuditAction = "create" | "update" | "delete";

export interface Change {
  /** Who made it; null for the demo seed and public intake calls. */
  userId: string | null;
  action: AuditAction;
  /** The resource's business name, singular: category, product, property, coupon. */
  resource: string;
  recordId: string;
  before?: unknown;
  after?: unknown;
}

/** A JSON copy of a record: dates as ISO strings, so the log shows what the API showed. */
const snapshot = (record: unknown) =>
  record === undefined ? null : (JSON.parse(JSON.stringify(record)) as unknown);

/**
 * Records one change for the logs screen (who, when, before/after). Call it with the same
 * transaction as the change itself: both are kept, or neither.
 */
export const recordChange = async (tx: Database, change: Change): Promise<void> => {
  await tx.insert(auditEntries).values({
    userId: change.userId,
    action: change.action,
    resource: change.resource,
    recordId: change.recordId,
    before: snapshot(change.before),
    after: snapshot(change.after),
  });
};

/**
 * A module's change log: `const audit = auditTrail("product")`, then, in the change's own
 * transaction, `audit(tx, context, "update", id, before, after)`.
 */
export const auditTrail =
  <Record>(resource: string) =>
  (
    tx: Database,
    context: { user: { id: string } },
    action: AuditAction,
    recordId: string,
    before?: Record,
    after?: Record,
  ) =>
    recordChange(tx, { userId: context.user.id, action, resource, recordId, before, after });
