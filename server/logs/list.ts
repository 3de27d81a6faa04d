import { z } from "zod";
import { queryText } from "../../domain/fields.schema.ts";
import type { LogEntry } from "../../domain/logs.schema.ts";
import { AUDIT_ACTIONS } from "../../domain/logs.ts";
import { type AuditEntry, auditEntries } from "../audit/schema.ts";
import type { Database } from "../db/client.ts";
import { defineList, idIn, oneOf, timeRange } from "../lists/index.ts";
import { users } from "../users/schema.ts";
import { fieldChanges } from "./changes.ts";

/** The authors of a page of entries, read once. */
const authorsOf = async (db: Database, rows: AuditEntry[]) => {
  const ids = [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))];
  if (ids.length === 0) return new Map<string, NonNullable<LogEntry["user"]>>();
  const found = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(idIn(users.id, ids));
  return new Map(
    found.map(({ id, firstName, lastName, email }) => [
      id,
      { _id: id, fullName: `${firstName} ${lastName}`, email },
    ]),
  );
};

const toLogEntries = async (rows: AuditEntry[], db: Database): Promise<LogEntry[]> => {
  const authors = await authorsOf(db, rows);
  return rows.map((row) => ({
    _id: row.id,
    at: row.at.toISOString(),
    action: row.action as LogEntry["action"],
    resource: row.resource,
    recordId: row.recordId,
    address: row.address,
    user: row.userId ? (authors.get(row.userId) ?? null) : null,
    changesetId: row.changesetId,
    changes: fieldChanges(row.before, row.after),
  }));
};

/**
 * The logs (docs/api.md#logs), newest first: userId, resource, recordId, action and changesetId
 * (one or a comma list) and atMin/atMax. Each filter is served by an index (audit/schema.ts).
 */
export const logList = defineList({
  name: "logs",
  table: auditEntries,
  sortable: {
    at: auditEntries.at,
    action: auditEntries.action,
    resource: auditEntries.resource,
  },
  defaultSort: "-at",
  searchable: [auditEntries.recordId, auditEntries.address],
  filters: {
    userId: oneOf(auditEntries.userId, z.uuid({ error: "invalid" })),
    resource: oneOf(auditEntries.resource, queryText(60)),
    recordId: oneOf(auditEntries.recordId, queryText(100)),
    action: oneOf(auditEntries.action, z.enum(AUDIT_ACTIONS, { error: "invalid" })),
    // A changeset's own entry and those of every record it wrote or reverted.
    changesetId: oneOf(auditEntries.changesetId, z.uuid({ error: "invalid" })),
    at: timeRange(auditEntries.at),
  },
  toItems: (rows, context) => toLogEntries(rows, context.db),
  columns: [
    { header: "logs:fields.at", value: (entry) => entry.at, format: "datetime", width: 20 },
    { header: "logs:fields.user", value: (entry) => entry.user?.email ?? "", width: 30 },
    {
      header: "logs:fields.action",
      value: (entry, context) => context.t(`logs:actions.${entry.action}`),
      width: 18,
    },
    {
      header: "logs:fields.resource",
      value: (entry, context) => context.t(`logs:resources.${entry.resource}`),
      width: 18,
    },
    { header: "logs:fields.recordId", value: (entry) => entry.recordId, width: 38 },
    { header: "logs:fields.address", value: (entry) => entry.address, width: 18 },
    {
      header: "logs:fields.changedFields",
      value: (entry) =>
        entry.changes
          .filter((change) => change.changed)
          .map((change) => change.field)
          .join(", "),
      width: 40,
    },
  ],
});
