import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import {
  PAYMENT_STATES,
  type PayableResource,
  type PaymentState,
  paymentStateOf,
} from "../../domain/payments.ts";
import type { Database } from "../db/client.ts";
import { commaList, custom, type ExportColumn } from "../lists/index.ts";
import { paymentWebhooks } from "../webhooks/schema.ts";
import { PAYABLE, paymentAmountsOfRecords } from "./records.ts";
import { refunds } from "./schema.ts";

/**
 * The record's payment state in SQL, for a list's filter: what domain/payments.ts
 * paymentStateOf says of paymentAmountsOf's amounts, over the same reconciled events.
 */
const paymentStateSql = (resource: PayableResource, id: PgColumn): SQL => {
  const { matched } = PAYABLE[resource];
  const processed = sql`${paymentWebhooks.status} = 'processed' and ${paymentWebhooks.amountCents} is not null`;
  const paid = sql`(select coalesce(sum(${paymentWebhooks.amountCents}), 0) from ${paymentWebhooks}
    where ${matched} = ${id} and ${processed} and ${paymentWebhooks.eventType} = 'payment_intent.succeeded')`;
  const refunded = sql`(select coalesce(sum(charge.refunded), 0) from (
      select max(${paymentWebhooks.amountCents}) as refunded from ${paymentWebhooks}
       where ${matched} = ${id} and ${processed} and ${paymentWebhooks.eventType} = 'charge.refunded'
       group by ${paymentWebhooks.externalTransactionId}) charge)`;
  return sql`(select case when amounts.paid <= 0 then 'unpaid'
      when amounts.refunded >= amounts.paid then 'refunded'
      when amounts.refunded > 0 then 'partlyRefunded' else 'paid' end
    from (select ${paid} as paid, ${refunded} as refunded) amounts)`;
};

/** `paymentState=paid,partlyRefunded`: the records in one of those payment states. */
export const paymentStateFilter = (resource: PayableResource, id: PgColumn) =>
  custom(commaList(z.enum(PAYMENT_STATES, { error: "invalid" })), (states: PaymentState[]) =>
    states.length
      ? sql`${paymentStateSql(resource, id)} in (${sql.join(
          states.map((state) => sql`${state}`),
          sql`, `,
        )})`
      : undefined,
  );

/** The tables a list's payment column reads: its kept pages are read again after their writes. */
export const PAYMENT_TABLES = [paymentWebhooks, refunds] as const;

interface WithPayment {
  _id: string;
  payment?: { state: PaymentState; paidCents: number; refundedCents: number };
}

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
    if (!found) return item;
    const { paidCents, refundedCents } = found;
    return { ...item, payment: { state: paymentStateOf(found), paidCents, refundedCents } };
  });
};

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
