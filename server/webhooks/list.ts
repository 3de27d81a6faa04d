import { and, inArray, isNotNull, isNull, or } from "drizzle-orm";
import { z } from "zod";
import { queryText } from "../../domain/fields.schema.ts";
import type { WebhookRecord } from "../../domain/webhooks.schema.ts";
import { PAYMENT_PRODUCT_TYPES, WEBHOOK_STATUSES } from "../../domain/webhooks.ts";
import type { Database } from "../db/client.ts";
import { eventRequests } from "../eventRequests/schema.ts";
import { custom, defineList, oneOf, timeRange } from "../lists/index.ts";
import { orderRequests } from "../orderRequests/schema.ts";
import { orders } from "../orders/schema.ts";
import { refunds } from "../refunds/schema.ts";
import { rentRequests } from "../rentRequests/schema.ts";
import { type PaymentWebhookRow, paymentWebhooks } from "./schema.ts";

/** The tables a webhook may be matched to, each with a serial number. */
type NumberedTable =
  | typeof orders
  | typeof orderRequests
  | typeof rentRequests
  | typeof eventRequests;

const numbersOf = async (db: Database, table: NumberedTable, ids: (string | null)[]) => {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (!wanted.length) return new Map<string, number>();
  const rows = await db
    .select({ id: table.id, number: table.number })
    .from(table)
    .where(inArray(table.id, wanted));
  return new Map(rows.map((row) => [row.id, row.number]));
};

const settledRefund = (id: string | null, amounts: Map<string, number>) => {
  const amountCents = id ? amounts.get(id) : undefined;
  return id && amountCents !== undefined ? { _id: id, amountCents } : null;
};

const related = (id: string | null, numbers: Map<string, number>) => {
  const number = id ? numbers.get(id) : undefined;
  return id && number !== undefined ? { _id: id, number } : null;
};

const refundsOf = async (db: Database, rows: PaymentWebhookRow[]) => {
  const ids = [...new Set(rows.flatMap((row) => (row.refundId ? [row.refundId] : [])))];
  if (!ids.length) return new Map<string, number>();
  const found = await db
    .select({ id: refunds.id, amountCents: refunds.amountCents })
    .from(refunds)
    .where(inArray(refunds.id, ids));
  return new Map(found.map((refund) => [refund.id, refund.amountCents]));
};

export const toWebhookRecords = async (
  rows: PaymentWebhookRow[],
  db: Database,
): Promise<WebhookRecord[]> => {
  const orderNumbers = await numbersOf(
    db,
    orders,
    rows.map((row) => row.orderId),
  );
  const requestNumbers = await numbersOf(
    db,
    orderRequests,
    rows.map((row) => row.orderRequestId),
  );
  const rentNumbers = await numbersOf(
    db,
    rentRequests,
    rows.map((row) => row.rentRequestId),
  );
  const eventNumbers = await numbersOf(
    db,
    eventRequests,
    rows.map((row) => row.eventRequestId),
  );
  const refundAmounts = await refundsOf(db, rows);
  return rows.map((row) => ({
    _id: row.id,
    webhookId: row.eventId,
    type: row.objectType,
    eventType: row.eventType,
    status: row.status,
    error: row.error,
    externalTransactionId: row.externalTransactionId,
    productType: row.productType,
    order: related(row.orderId, orderNumbers),
    orderRequest: related(row.orderRequestId, requestNumbers),
    rentRequest: related(row.rentRequestId, rentNumbers),
    eventRequest: related(row.eventRequestId, eventNumbers),
    matched: MATCH_COLUMNS.some((column) => row[column] !== null),
    refund: settledRefund(row.refundId, refundAmounts),
    amountCents: row.amountCents,
    receivedAt: row.receivedAt.toISOString(),
    payload: row.payload,
  }));
};

const MATCH_COLUMNS = ["orderId", "orderRequestId", "rentRequestId", "eventRequestId"] as const;
const isMatched = or(...MATCH_COLUMNS.map((column) => isNotNull(paymentWebhooks[column])));
const isUnmatched = and(...MATCH_COLUMNS.map((column) => isNull(paymentWebhooks[column])));

/** "Order #12", "Rent request #3": what the webhook was matched to, in the caller's words. */
const relatedText = (item: WebhookRecord, t: (key: string, vars: { number: number }) => string) => {
  if (item.order) return t("webhooks:orderNumber", item.order);
  if (item.orderRequest) return t("webhooks:requestNumber", item.orderRequest);
  if (item.rentRequest) return t("webhooks:rentRequestNumber", item.rentRequest);
  if (item.eventRequest) return t("webhooks:eventRequestNumber", item.eventRequest);
  return t("webhooks:unmatched", { number: 0 });
};

/**
 * Payment webhooks, newest first (docs/api.md#payment-webhooks): status, eventType, productType,
 * receivedAtMin/Max, matched=true|false and the matched record's id; `q` finds an event or a
 * transaction id.
 */
export const webhookList = defineList({
  name: "webhooks",
  table: paymentWebhooks,
  sortable: {
    receivedAt: paymentWebhooks.receivedAt,
    webhookId: paymentWebhooks.eventId,
    type: paymentWebhooks.objectType,
    eventType: paymentWebhooks.eventType,
    status: paymentWebhooks.status,
    productType: paymentWebhooks.productType,
    externalTransactionId: paymentWebhooks.externalTransactionId,
  },
  defaultSort: "-receivedAt",
  searchable: [
    paymentWebhooks.eventId,
    paymentWebhooks.externalTransactionId,
    paymentWebhooks.eventType,
  ],
  filters: {
    status: oneOf(paymentWebhooks.status, z.enum(WEBHOOK_STATUSES, { error: "invalid" })),
    eventType: oneOf(paymentWebhooks.eventType, queryText(255).min(1)),
    productType: oneOf(
      paymentWebhooks.productType,
      z.enum(PAYMENT_PRODUCT_TYPES, { error: "invalid" }),
    ),
    receivedAt: timeRange(paymentWebhooks.receivedAt),
    matched: custom(z.enum(["true", "false"], { error: "invalid" }), (matched) =>
      matched === "true" ? isMatched : isUnmatched,
    ),
    orderId: oneOf(paymentWebhooks.orderId, z.uuid({ error: "invalid" })),
    orderRequestId: oneOf(paymentWebhooks.orderRequestId, z.uuid({ error: "invalid" })),
    rentRequestId: oneOf(paymentWebhooks.rentRequestId, z.uuid({ error: "invalid" })),
    eventRequestId: oneOf(paymentWebhooks.eventRequestId, z.uuid({ error: "invalid" })),
  },
  toItems: (rows, context) => toWebhookRecords(rows, context.db),
  columns: [
    { header: "webhooks:fields.webhookId", value: (item) => item.webhookId, width: 30 },
    { header: "webhooks:fields.type", value: (item) => item.type },
    {
      header: "webhooks:fields.status",
      value: (item, context) => context.t(`webhooks:statuses.${item.status}`),
    },
    { header: "webhooks:fields.eventType", value: (item) => item.eventType, width: 26 },
    {
      header: "webhooks:fields.productType",
      value: (item, context) =>
        item.productType ? context.t(`webhooks:productTypes.${item.productType}`) : "",
      width: 22,
    },
    {
      header: "webhooks:fields.externalTransactionId",
      value: (item) => item.externalTransactionId,
      width: 30,
    },
    {
      header: "webhooks:fields.related",
      value: (item, context) => relatedText(item, (key, vars) => context.t(key, vars)),
      width: 26,
    },
    {
      header: "webhooks:fields.error",
      value: (item, context) => (item.error ? context.t(`webhooks:errors.${item.error}`) : ""),
      width: 30,
    },
    { header: "webhooks:fields.amount", value: (item) => item.amountCents, format: "money" },
    {
      header: "webhooks:fields.refund",
      value: (item) => item.refund?.amountCents ?? null,
      format: "money",
    },
    { header: "webhooks:fields.receivedAt", value: (item) => item.receivedAt, format: "datetime" },
  ],
});
