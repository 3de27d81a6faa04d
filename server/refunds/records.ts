import { and, eq, inArray, sql } from "drizzle-orm";
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

interface AmountRow {
  record_id: string;
  kind: "paid" | "refunded" | "pending";
  intent: string;
  cents: string | number;
}

const PAID = "payment_intent.succeeded";
const REFUNDED = "charge.refunded";

/**
 * The amounts of each record of `ids` from its reconciled events and pending refunds, read in one
 * statement: a refund that settles between two reads would otherwise count twice, or not at all.
 */
export const paymentAmountsOfRecords = async (
  db: Database,
  resource: PayableResource,
  ids: readonly string[],
): Promise<Map<string, PaymentAmounts & { lastPaidIntent: string | null }>> => {
  const wanted = [...new Set(ids)];
  const amounts = new Map<string, PaymentAmounts & { lastPaidIntent: string | null }>();
  if (!wanted.length) return amounts;
  const { matched } = PAYABLE[resource];
  const { rows } = (await db.execute(sql`
    select ${matched} as record_id,
           case when ${paymentWebhooks.eventType} = ${PAID} then 'paid' else 'refunded' end as kind,
           ${paymentWebhooks.externalTransactionId} as intent,
           ${paymentWebhooks.amountCents} as cents
      from ${paymentWebhooks}
     where ${and(
       inArray(matched, wanted),
       eq(paymentWebhooks.status, "processed"),
       inArray(paymentWebhooks.eventType, [PAID, REFUNDED]),
       sql`${paymentWebhooks.amountCents} is not null`,
     )}
    union all
    select ${refunds.recordId}, 'pending', ${refunds.paymentIntentId}, ${refunds.amountCents}
      from ${refunds}
     where ${and(
       eq(refunds.resource, resource),
       inArray(refunds.recordId, wanted),
       eq(refunds.state, "pending"),
     )}
  `)) as unknown as { rows: AmountRow[] };
  const byRecord = new Map<string, { events: PaymentEventAmount[]; pending: number }>();
  for (const id of wanted) byRecord.set(id, { events: [], pending: 0 });
  for (const row of rows) {
    const record = byRecord.get(row.record_id);
    if (!record) continue;
    const cents = Number(row.cents);
    if (row.kind === "pending") record.pending += cents;
    else record.events.push({ paymentIntentId: row.intent, kind: row.kind, amountCents: cents });
  }
  for (const [id, { events, pending }] of byRecord) {
    const lastPaid = events.filter((event) => event.kind === "paid").at(-1);
    amounts.set(id, {
      ...paymentAmountsOf(events, pending),
      lastPaidIntent: lastPaid?.paymentIntentId ?? null,
    });
  }
  return amounts;
};
