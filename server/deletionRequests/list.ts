import { z } from "zod";
import type { DeletionRequest } from "../../domain/deletionRequests.schema.ts";
import { DELETION_REQUEST_STATUSES } from "../../domain/deletionRequests.ts";
import type { UserType } from "../../domain/userTypes.ts";
import type { Database } from "../db/client.ts";
import { defineList, idIn, oneOf, timeRange } from "../lists/index.ts";
import { holdingsOf } from "../users/holdings.ts";
import { users } from "../users/schema.ts";
import { accountDeletionRequests, type DeletionRequestRow } from "./schema.ts";

/**
 * Rows → records with the account as it is now and, while a request is pending on a live
 * account, what that account holds (one batch of grouped queries per page).
 */
const toDeletionRequests = async (
  rows: DeletionRequestRow[],
  db: Database,
): Promise<DeletionRequest[]> => {
  const userIds = rows.flatMap((row) => (row.userId ? [row.userId] : []));
  const accounts = userIds.length
    ? await db.select().from(users).where(idIn(users.id, userIds))
    : [];
  const accountOf = new Map(accounts.map((user) => [user.id, user]));
  const live = accounts.filter((user) => !user.anonymisedAt);
  const holdings = await holdingsOf(db, live);
  return rows.map((row) => {
    const account = row.userId ? accountOf.get(row.userId) : undefined;
    return {
      _id: row.id,
      number: row.number,
      status: row.status,
      source: row.source,
      user: account
        ? {
            _id: account.id,
            fullName: `${account.firstName} ${account.lastName}`,
            email: account.email,
            userType: account.userType as UserType,
          }
        : null,
      requesterName: row.requesterName,
      requesterEmail: row.requesterEmail,
      language: row.language,
      reason: row.reason,
      holdings: account && row.status === "pending" ? (holdings.get(account.id) ?? null) : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      version: row.version,
    };
  });
};

/** Account-deletion requests (administrators only): status, createdAtMin/Max; q finds who asked. */
export const deletionRequestList = defineList({
  name: "account-deletion-requests",
  table: accountDeletionRequests,
  sortable: {
    number: accountDeletionRequests.number,
    status: accountDeletionRequests.status,
    requesterName: accountDeletionRequests.requesterName,
    createdAt: accountDeletionRequests.createdAt,
  },
  defaultSort: "-createdAt",
  searchable: [
    accountDeletionRequests.number,
    accountDeletionRequests.requesterName,
    accountDeletionRequests.requesterEmail,
    accountDeletionRequests.reason,
  ],
  filters: {
    status: oneOf(
      accountDeletionRequests.status,
      z.enum(DELETION_REQUEST_STATUSES, { error: "invalid" }),
    ),
    createdAt: timeRange(accountDeletionRequests.createdAt),
  },
  toItems: (rows, context) => toDeletionRequests(rows, context.db),
  columns: [
    { header: "deletionRequests:export.number", value: (item) => item.number, format: "number" },
    {
      header: "deletionRequests:export.status",
      value: (item, context) => context.t(`statuses:deletionRequest.${item.status}`),
      width: 14,
    },
    { header: "deletionRequests:export.requester", value: (item) => item.requesterName, width: 26 },
    { header: "deletionRequests:export.email", value: (item) => item.requesterEmail, width: 30 },
    { header: "deletionRequests:export.reason", value: (item) => item.reason, width: 40 },
    {
      header: "deletionRequests:export.createdAt",
      value: (item) => item.createdAt,
      format: "datetime",
      width: 20,
    },
  ],
});
