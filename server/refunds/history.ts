import { and, asc, eq } from "drizzle-orm";
import type { HistoryEntry } from "../../domain/orderWork.schema.ts";
import { PAYABLE_RESOURCES, type PayableResource } from "../../domain/payments.ts";
import type { Database } from "../db/client.ts";
import { userFullName } from "../users/fullName.ts";
import { users } from "../users/schema.ts";
import { refunds } from "./schema.ts";

/**
 * A record's refunds as lines of its history (kind `refund`), oldest first: who asked for how
 * much and why, and where each stands now (pending, refunded, or refused with the provider's words).
 */
export const refundsInHistory = async (
  db: Database,
  record: { resource: string; id: string },
): Promise<HistoryEntry[]> => {
  const { resource } = record;
  if (!(PAYABLE_RESOURCES as readonly string[]).includes(resource)) return [];
  const rows = await db
    .select({ refund: refunds, by: { _id: users.id, fullName: userFullName.as("by_full_name") } })
    .from(refunds)
    .leftJoin(users, eq(users.id, refunds.requestedById))
    .where(and(eq(refunds.resource, resource as PayableResource), eq(refunds.recordId, record.id)))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  return rows.map(({ refund, by }) => ({
    _id: refund.id,
    kind: "refund",
    at: refund.createdAt.toISOString(),
    by: by?._id ? by : null,
    fromStatus: null,
    toStatus: null,
    note: refund.reason,
    quote: null,
    offer: null,
    payment: null,
    related: null,
    mail: null,
    refund: {
      _id: refund.id,
      amountCents: refund.amountCents,
      state: refund.state,
      providerMessage: refund.providerMessage,
      settledAt: refund.settledAt?.toISOString() ?? null,
    },
  }));
};
