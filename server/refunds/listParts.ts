import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import {
  PAYMENT_STATES,
  type PayableResource,
  type PaymentAmounts,
  type PaymentState,
  paymentStateOf,
} from "../../domain/payments.ts";
import type { Database } from "../db/client.ts";
import { commaList, custom, type ExportColumn } from "../lists/index.ts";
import { paymentWebhooks } from "../webhooks/schema.ts";
import {
  type AmountRow,
  PAYABLE,
  paymentAmountsOfRecords,
  paymentAmountsOfRows,
} from "./records.ts";
import { refunds } from "./schema.ts";

/**
 * Each paid record's payment state in SQL, for a list's filter: what domain/payments.ts
 * paymentStateOf says of paymentAmountsOf's amounts (each intent's largest refunded total),
 * over the same reconciled events. Only records with events are in it: the others are unpaid.
 */
const paidRecordStates = (resource: PayableResource): SQL => {
  const { matched } = PAYABLE[resource];
  const { amountCents, eventType, externalTransactionId, status } = paymentWebhooks;
  return sql`select record, case when paid <= 0 then 'unpaid'
      when refunded >= paid then 'refunded'
      when refunded > 0 then 'partlyRefunded' else 'paid' end as state
    from (select record, sum(paid) as paid, sum(refunded) as refunded
      from (select ${matched} as record,
          coalesce(sum(${amountCents}) filter (where ${eventType} = 'payment_intent.succeeded'), 0) as paid,
          coalesce(max(${amountCents}) filter (where ${eventType} = 'charge.refunded'), 0) as refunded
        from ${paymentWebhooks}
        where ${matched} is not null and ${status} = 'processed' and ${amountCents} is not null
        group by ${matched}, ${externalTransactionId}) per_intent
      group by record) per_record`;
};

/**
 * `paymentState=paid,partlyRefunded`: the records in one of those payment states, looked up from
 * the (few) records with payment events, so the list's own table is read by its primary key.
 */
export const paymentStateFilter = (resource: PayableResource, id: PgColumn) =>
  custom(commaList(z.enum(PAYMENT_STATES, { error: "invalid" })), (states: PaymentState[]) => {
    const listed = sql.join(
      states.map((state) => sql`${state}`),
      sql`, `,
    );
    const inStates = sql`${id} in (select record from (${paidRecordStates(resource)}) paid_states where state in (${listed}))`;
    if (!states.includes("unpaid")) return inStates;
    // A record with no payment event is unpaid too.
    return sql`(${inStates} or ${id} not in (select record from (${paidRecordStates(resource)}) paid_states))`;
  });

/** The tables a list's payment column reads: its kept pages are read again after their writes. */
export const PAYMENT_TABLES = [paymentWebhooks, refunds] as const;

interface WithPayment {
  _id: string;
  payment?: { state: PaymentState; paidCents: number; refundedCents: number };
}

const paymentOf = (amounts: PaymentAmounts) => ({
  state: paymentStateOf(amounts),
  paidCents: amounts.paidCents,
  refundedCents: amounts.refundedCents,
});

/** A page's items with their payment state and amounts, read in one statement for the page. */
export const withPayments = async <Item extends WithPayment>(
  db: Database,
  resource: PayableResource,
  items: Item[],
): Promise<Item[]> => {
  const amounts = await paymentAmountsOfRecords(
    db,
    resource,
    items.map((item) => item._id),
  );
  return items.map((item) => {
    const found = amounts.get(item._id);
    return found ? { ...item, payment: paymentOf(found) } : item;
  });
};

/** A record read with its payment rows (paymentRowsOf), with its payment state and amounts. */
export const withPaymentRows = <Item extends WithPayment>(
  item: Item,
  rows: readonly AmountRow[],
): Item => ({ ...item, payment: paymentOf(paymentAmountsOfRows(rows)) });

/** The export's payment columns: the state in the caller's words, the amounts paid and refunded. */
export const paymentColumns = <Item extends WithPayment>(): ExportColumn<Item>[] => [
  {
    header: "payments:fields.state",
    value: (item, context) =>
      item.payment ? context.t(`payments:states.${item.payment.state}`) : "",
    width: 18,
  },
  { header: "payments:fields.paid", value: (item) => item.payment?.paidCents, format: "money" },
  {
    header: "payments:fields.refunded",
    value: (item) => item.payment?.refundedCents,
    format: "money",
  },
];
