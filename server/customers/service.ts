import { inArray, type SQL, sql } from "drizzle-orm";
import { RESOURCE_USERS } from "../../domain/access.ts";
import {
  type CustomerDetail,
  type CustomerRecordResource,
  LINE_OF,
  type TimelineItem,
} from "../../domain/customers.schema.ts";
import { isLate, waitingStatuses } from "../../domain/queue.ts";
import { STAFF_USER_TYPES } from "../../domain/userTypes.ts";
import { accountDeletionRequests } from "../deletionRequests/schema.ts";
import { historyEntries } from "../history/schema.ts";
import type { RequestContext } from "../lists/context.ts";
import { notFound } from "../lists/rules.ts";
import { orderRequestQuotes } from "../orderRequests/schema.ts";
import { refunds } from "../refunds/schema.ts";
import { users } from "../users/schema.ts";
import { paymentWebhooks } from "../webhooks/schema.ts";
import { CUSTOMER_ID } from "./key.ts";
import { type SummaryRow, summaryColumns, summaryScope, toSummary } from "./list.ts";
import { customerRecords, isoSql, rowsOf } from "./records.ts";
import { customerSummaries } from "./schema.ts";
import { flushCustomerSummaries } from "./summaries.ts";

interface RecordRow {
  resource: CustomerRecordResource;
  id: string;
  number: number;
  status: string;
  title: string | null;
  at: string;
  waiting_since: string | null;
}

const KIND_OF = {
  orders: "order",
  orderRequests: "orderRequest",
  rentRequests: "rentRequest",
  eventRequests: "eventRequest",
} as const;

const PAID = "payment_intent.succeeded";

/** The payments, refunds and quote versions of the customer's records, as timeline items. */
const moneyItems = async (
  context: RequestContext,
  records: readonly RecordRow[],
): Promise<TimelineItem[]> => {
  const byId = new Map(records.map((record) => [record.id, record]));
  const ids = [...byId.keys()];
  const requestIds = records.filter((r) => r.resource === "orderRequests").map((r) => r.id);
  const w = paymentWebhooks;
  const q = orderRequestQuotes;
  const paidRecord = sql`coalesce(${w.orderId}, ${w.orderRequestId}, ${w.rentRequestId}, ${w.eventRequestId})`;
  const parts: SQL[] = [
    sql`select 'payment' as kind, ${w.id}::text as id,
        ${paidRecord}::text as record_id,
        null::int as version, ${w.eventType} as status, ${w.amountCents} as amount_cents,
        ${isoSql(sql`${w.receivedAt}`)} as at
      from ${w} where ${w.status} = 'processed' and ${w.eventType} = ${PAID}
        and ${inArray(paidRecord, ids)}`,
    sql`select 'refund', ${refunds.id}::text, ${refunds.recordId}::text, null::int, ${refunds.state}::text,
        ${refunds.amountCents}, ${isoSql(sql`${refunds.createdAt}`)}
      from ${refunds} where ${inArray(refunds.recordId, ids)}`,
  ];
  if (requestIds.length)
    parts.push(sql`select 'quote', ${q.id}::text, ${q.orderRequestId}::text, ${q.version}, null,
        ${q.totalCents}, ${isoSql(sql`${q.sentAt}`)}
      from ${q} where ${inArray(q.orderRequestId, requestIds)}`);
  const rows = await rowsOf<{
    kind: "payment" | "refund" | "quote";
    id: string;
    record_id: string;
    version: number | null;
    status: string | null;
    amount_cents: string | number | null;
    at: string;
  }>(context, sql.join(parts, sql` union all `));
  return rows.flatMap((row) => {
    const record = byId.get(row.record_id);
    if (!record) return [];
    return [
      {
        _id: `${row.kind}:${row.id}`,
        kind: row.kind,
        line: LINE_OF[record.resource],
        resource: record.resource,
        recordId: record.id,
        number: record.number,
        title: row.version === null ? record.title : `v${row.version}`,
        status: row.kind === "payment" ? "paid" : row.status,
        amountCents: row.amount_cents === null ? null : Number(row.amount_cents),
        at: row.at,
      },
    ];
  });
};

/** The account carrying the customer's address, and its deletion requests (administrators). */
const accountOf = async (context: RequestContext, emailKey: string) => {
  if (!STAFF_USER_TYPES.includes(context.user.type)) return { account: null, deletions: [] };
  const [account] = await context.db
    .select({
      _id: users.id,
      type: users.userType,
      emailVerified: users.emailVerified,
    })
    .from(users)
    .where(sql`${users.email} = ${emailKey}`);
  if (!RESOURCE_USERS.deletionRequests.includes(context.user.type))
    return { account: account ?? null, deletions: [] };
  const d = accountDeletionRequests;
  const deletions = await context.db
    .select({
      id: d.id,
      number: d.number,
      status: d.status,
      at: sql<string>`${isoSql(sql`${d.createdAt}`)}`,
    })
    .from(d)
    .where(
      account
        ? sql`${d.userId} = ${account._id} or lower(${d.requesterEmail}) = ${emailKey}`
        : sql`lower(${d.requesterEmail}) = ${emailKey}`,
    );
  return { account: account ?? null, deletions };
};

/**
 * One customer (docs/api.md#customers): its figures, its account, counts by status, the open work
 * and the timeline across both lines, newest first, of the records the caller may see. A
 * customer with none of them (another seller's) is a 404.
 */
export const findCustomer = async (
  context: RequestContext,
  id: string,
): Promise<CustomerDetail> => {
  if (!CUSTOMER_ID.test(id)) throw notFound();
  const records = customerRecords(context, { customerId: id, title: true });
  await flushCustomerSummaries(context.db);
  const [summary] = await rowsOf<SummaryRow>(
    context,
    sql`select ${summaryColumns} from ${customerSummaries} cust
      left join ${users} on ${users.email} = cust.email_key
      where cust.customer_id = ${id} and ${summaryScope(context)}`,
  );
  if (!summary) throw notFound();
  const h = historyEntries;
  const recordRows = await rowsOf<RecordRow>(
    context,
    sql`select rec.resource, rec.id::text as id, rec.number, rec.status, rec.title,
        ${isoSql(sql`rec.at`)} as at,
        ${isoSql(sql`coalesce((select max(${h.at}) from ${h} where ${h.resource} = rec.resource
          and ${h.recordId} = rec.id and ${h.toStatus} = rec.status), rec.at)`)} as waiting_since
      from (${records}) rec order by rec.at desc`,
  );
  const [money, { account, deletions }] = await Promise.all([
    moneyItems(context, recordRows),
    accountOf(context, summary.email_key),
  ]);
  const timeline: TimelineItem[] = [
    ...recordRows.map((record) => ({
      _id: `${KIND_OF[record.resource]}:${record.id}`,
      kind: KIND_OF[record.resource],
      line: LINE_OF[record.resource],
      resource: record.resource,
      recordId: record.id,
      number: record.number,
      title: record.title,
      status: record.status,
      amountCents: null,
      at: record.at,
    })),
    ...money,
    ...deletions.map((deletion) => ({
      _id: `deletionRequest:${deletion.id}`,
      kind: "deletionRequest" as const,
      line: "account" as const,
      resource: "deletionRequests" as const,
      recordId: deletion.id,
      number: deletion.number,
      title: null,
      status: deletion.status,
      amountCents: null,
      at: deletion.at,
    })),
  ].sort((a, b) => b.at.localeCompare(a.at) || a._id.localeCompare(b._id));
  const counted = new Map<string, CustomerDetail["statusCounts"][number]>();
  const countable = [
    ...recordRows,
    ...deletions.map((d) => ({ ...d, resource: "deletionRequests" as const })),
  ];
  for (const { resource, status } of countable) {
    const entry = counted.get(`${resource}:${status}`) ?? { resource, status, count: 0 };
    entry.count += 1;
    counted.set(`${resource}:${status}`, entry);
  }
  const open = countable.filter((record) =>
    waitingStatuses(record.resource).includes(record.status),
  );
  const openWork = open.map((record) => {
    const since = ("waiting_since" in record && record.waiting_since) || record.at;
    return {
      resource: record.resource,
      recordId: record.id,
      number: record.number,
      status: record.status,
      waitingSince: since,
      late: isLate(record.resource, record.status, new Date(since), context.now),
    };
  });
  return {
    ...toSummary(summary),
    account,
    statusCounts: [...counted.values()],
    openWork: openWork.sort((a, b) => a.waitingSince.localeCompare(b.waitingSince)),
    timeline,
  };
};
