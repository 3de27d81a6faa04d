import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import {
  type PayableResource,
  type PaymentAmounts,
  type PaymentEventAmount,
  paymentAmountsOf,
} from "../../domain/payments.ts";
import type { Database } from "../db/client.ts";
import { eventRequests } from "../eventRequests/schema.ts";
import { orderRequests } from "../orderRequests/schema.ts";
import { orders } from "../orders/schema.ts";
import { rentRequests } from "../rentRequests/schema.ts";
import { paymentWebhooks } from "../webhooks/schema.ts";
import { refunds } from "./schema.ts";

/** Each paid record's table and the column a stored webhook names it by. */
export const PAYABLE = {
  orders: { table: orders, matched: paymentWebhooks.orderId },
  orderRequests: { table: orderRequests, matched: paymentWebhooks.orderRequestId },
  rentRequests: { table: rentRequests, matched: paymentWebhooks.rentRequestId },
  eventRequests: { table: eventRequests, matched: paymentWebhooks.eventRequestId },
} as const;

export interface AmountRow {
  record_id: string;
  kind: "paid" | "refunded" | "pending";
  intent: string;
  cents: string | number;
}

const PAID = "payment_intent.succeeded";
const REFUNDED = "charge.refunded";

/**
 * The reconciled payment events and pending refunds of the records `matches` picks (given the
 * column naming the record in each table), one row each, read in one statement: a refund that
 * settles between two reads would otherwise count twice, or not at all.
 */
const amountRows = (resource: PayableResource, matches: (recordColumn: PgColumn) => SQL) => {
  const { matched } = PAYABLE[resource];
  return sql`
    select ${matched} as record_id,
           case when ${paymentWebhooks.eventType} = ${PAID} then 'paid' else 'refunded' end as kind,
           ${paymentWebhooks.externalTransactionId} as intent,
           ${paymentWebhooks.amountCents} as cents
      from ${paymentWebhooks}
     where ${and(
       matches(matched),
       eq(paymentWebhooks.status, "processed"),
       inArray(paymentWebhooks.eventType, [PAID, REFUNDED]),
       sql`${paymentWebhooks.amountCents} is not null`,
     )}
    union all
    select ${refunds.recordId}, 'pending', ${refunds.paymentIntentId}, ${refunds.amountCents}
      from ${refunds}
     where ${and(eq(refunds.resource, resource), matches(refunds.recordId), eq(refunds.state, "pending"))}
  `;
};

type RecordAmounts = PaymentAmounts & { lastPaidIntent: string | null };

/** The amounts of one record from its rows (amountRows, paymentRowsOf). */
export const paymentAmountsOfRows = (rows: readonly AmountRow[]): RecordAmounts => {
  const events: PaymentEventAmount[] = [];
  let pending = 0;
  for (const row of rows) {
    const cents = Number(row.cents);
    if (row.kind === "pending") pending += cents;
    else events.push({ paymentIntentId: row.intent, kind: row.kind, amountCents: cents });
  }
  const lastPaid = events.filter((event) => event.kind === "paid").at(-1);
  return {
    ...paymentAmountsOf(events, pending),
    lastPaidIntent: lastPaid?.paymentIntentId ?? null,
  };
};

/** The amounts of each record of `ids`, read in one statement. */
export const paymentAmountsOfRecords = async (
  db: Database,
  resource: PayableResource,
  ids: readonly string[],
): Promise<Map<string, RecordAmounts>> => {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const { rows } = (await db.execute(
    amountRows(resource, (recordColumn) => inArray(recordColumn, wanted)),
  )) as unknown as { rows: AmountRow[] };
  const byRecord = new Map<string, AmountRow[]>(wanted.map((id) => [id, []]));
  for (const row of rows) byRecord.get(row.record_id)?.push(row);
  return new Map([...byRecord].map(([id, recordRows]) => [id, paymentAmountsOfRows(recordRows)]));
};

/**
 * A column of the select that reads a record (its id column `id`): its payment rows, so that a
 * record page or a move reads the record and its payment state in one statement.
 */
export const paymentRowsOf = (resource: PayableResource, id: PgColumn) =>
  sql<AmountRow[]>`(select coalesce(json_agg(payment), '[]'::json) from (${amountRows(
    resource,
    (recordColumn) => eq(recordColumn, id),
  )}) payment)`;
