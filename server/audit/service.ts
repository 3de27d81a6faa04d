import type { AuditAction } from "../../domain/logs.ts";
import type { Database } from "../db/client.ts";
import { auditEntries } from "./schema.ts";
import { withoutSecrets } from "./secrets.ts";

export interface Change {
  /** Who made it; null for the demo seed, public intake calls and failed sign-ins. */
  userId: string | null;
  action: AuditAction;
  /** The resource's business name, singular (domain/logs.ts AUDITED_RESOURCES). */
  resource: string;
  /** Null when there is no record (an unknown email, a refused request). */
  recordId: string | null;
  before?: unknown;
  after?: unknown;
  /** The client's address, when a request made it. */
  address?: string | null;
  /** The changeset the change is part of (docs/api.md#changesets). */
  changesetId?: string | null;
}

/**
 * A JSON copy of a record: dates as ISO strings, so the log shows what the API showed, and
 * secrets left out (they never reach the table).
 */
export const snapshot = (record: unknown) =>
  record === undefined ? null : withoutSecrets(JSON.parse(JSON.stringify(record)));

/** One entry for the logs screen, unsent: a unit of work appends it to its lines. */
export const auditEntry = (tx: Database, change: Change) =>
  tx.insert(auditEntries).values({
    userId: change.userId,
    action: change.action,
    resource: change.resource,
    recordId: change.recordId,
    before: snapshot(change.before),
    after: snapshot(change.after),
    address: change.address ?? null,
    changesetId: change.changesetId ?? null,
  });

/**
 * Records one entry for the logs screen (who, when, before/after). Call it with the same
 * transaction as the change itself: both are kept, or neither.
 */
export const recordChange = async (tx: Database, change: Change): Promise<void> => {
  await auditEntry(tx, change);
};

/** Who writes; `changesetId` when the write is one record of a changeset's batch. */
export type Caller = { user: { id: string }; address?: string; changesetId?: string };

/**
 * A module's change log: `const audit = auditTrail("product")`, then, in the change's own
 * transaction, `audit(tx, context, "update", id, before, after)`; `audit.entry(…)` is the same
 * entry unsent, for a unit of work's lines.
 */
export const auditTrail = <Record>(resource: string) => {
  const changeOf = (
    context: Caller,
    action: AuditAction,
    recordId: string,
    before?: Record,
    after?: Record,
  ): Change => ({
    userId: context.user.id,
    action,
    resource,
    recordId,
    before,
    after,
    address: context.address,
    changesetId: context.changesetId,
  });
  type Entry = Parameters<typeof changeOf>;
  return Object.assign((tx: Database, ...entry: Entry) => recordChange(tx, changeOf(...entry)), {
    entry: (tx: Database, ...entry: Entry) => auditEntry(tx, changeOf(...entry)),
  });
};
