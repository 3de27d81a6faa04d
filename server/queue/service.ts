import { and, eq, inArray, isNotNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { QueueItem, queueQuery } from "../../domain/queue.schema.ts";
import {
  DELETION_QUEUED_AFTER_DAYS,
  isPastLimit,
  nextActions,
  PAID_WITHOUT_STOCK_LIMIT,
  type QueueResource,
  queueResourcesFor,
  waitingStatuses,
  waitLimit,
} from "../../domain/queue.ts";
import { historyEntries } from "../history/schema.ts";
import { isSeller, type RequestContext } from "../lists/context.ts";
import { userFullName } from "../users/fullName.ts";
import { users } from "../users/schema.ts";
import { QUEUE_TABLES } from "./tables.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One resource's waiting records, in the union's shape. A record has waited since it entered its
 * status (the last history line that moved it there), or since it arrived; an order request paid
 * without stock waits whatever its status, since that payment.
 */
const waitingOf = (resource: QueueResource, context: RequestContext): SQL => {
  const t = QUEUE_TABLES[resource];
  const waiting = inArray(t.status, waitingStatuses(resource));
  const flagged = t.paidWithoutStockAt;
  const conditions: SQL[] = [flagged ? (or(waiting, isNotNull(flagged)) as SQL) : waiting];
  if (resource === "deletionRequests") {
    const queuedBefore = new Date(context.now.getTime() - DELETION_QUEUED_AFTER_DAYS * DAY_MS);
    conditions.push(lte(t.createdAt, queuedBefore));
  }
  if (isSeller(context) && t.sellerId) conditions.push(eq(t.sellerId, context.user.id));
  const h = historyEntries;
  return sql`select ${resource}::text as resource, ${t.id} as record_id, ${t.number} as number,
    ${t.status}::text as status, ${t.customerName} as customer_name, ${t.assigneeId} as assignee_id,
    coalesce(${flagged ?? sql`null`}, (select max(${h.at}) from ${h} where ${h.resource} = ${resource}
      and ${h.recordId} = ${t.id} and ${h.toStatus} = ${t.status}::text), ${t.createdAt}) as waiting_since,
    ${flagged ? sql`${flagged} is not null` : sql`false`} as paid_without_stock
    from ${t.table} where ${and(...conditions)}`;
};

type Query = z.output<typeof queueQuery>;

/** Every waiting record the user's queue holds, filtered by assignee. */
const queueOf = (context: RequestContext, query: Query) => {
  const parts = queueResourcesFor(context.user.type).map((resource) =>
    waitingOf(resource, context),
  );
  const filter =
    query.assignee === "me"
      ? sql`where waiting.assignee_id = ${context.user.id}`
      : query.assignee === "none"
        ? sql`where waiting.assignee_id is null`
        : sql``;
  return sql`(select * from (${sql.join(parts, sql` union all `)}) as waiting ${filter}) as q`;
};

interface QueueRow extends Record<string, unknown> {
  resource: QueueResource;
  record_id: string;
  number: number;
  status: string;
  customer_name: string;
  assignee_id: string | null;
  assignee_name: string | null;
  waiting_since: string;
  paid_without_stock: boolean;
}

const toItem = (row: QueueRow, now: Date): QueueItem => {
  const since = new Date(row.waiting_since);
  const paidWithoutStock = row.paid_without_stock === true;
  const limit = paidWithoutStock ? PAID_WITHOUT_STOCK_LIMIT : waitLimit(row.resource, row.status);
  if (!limit) throw new Error(`${row.resource} ${row.status} is not a waiting status`);
  return {
    _id: `${row.resource}:${row.record_id}`,
    resource: row.resource,
    recordId: row.record_id,
    number: Number(row.number),
    status: row.status,
    customerName: row.customer_name,
    assignee:
      row.assignee_id && row.assignee_name
        ? { _id: row.assignee_id, fullName: row.assignee_name }
        : null,
    waitingSince: since.toISOString(),
    late: isPastLimit(limit, since, now),
    limit,
    nextActions: nextActions(row.resource, row.status),
    paidWithoutStock,
  };
};

/** Both drivers answer a raw query with `{ rows }`; the shared Database type does not say so. */
const rowsOf = async <Row>(context: RequestContext, query: SQL) =>
  ((await context.db.execute(query)) as unknown as { rows: Row[] }).rows;

/**
 * A page of the queue (docs/api.md#work-queue): the requests paid without stock first, then the
 * longest waiting first by default. Two queries, the page and its total, over the union of the
 * user's waiting resources.
 */
export const listQueue = async (context: RequestContext, query: Query) => {
  const from = queueOf(context, query);
  const direction = query.sort === "-waitingSince" ? sql`desc` : sql`asc`;
  const page = await rowsOf<QueueRow>(
    context,
    sql`
    select q.resource, q.record_id, q.number, q.status, q.customer_name, q.assignee_id,
      ${userFullName} as assignee_name, q.paid_without_stock,
      to_char(q.waiting_since at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as waiting_since
    from ${from} left join ${users} on ${users.id} = q.assignee_id
    order by q.paid_without_stock desc, q.waiting_since ${direction}, q.resource, q.number
    limit ${query.limit} offset ${query.offset}`,
  );
  const [count] = await rowsOf<{ total: string | number }>(
    context,
    sql`select count(*) as total from ${from}`,
  );
  return {
    items: page.map((row) => toItem(row, context.now)),
    total: Number(count?.total ?? 0),
  };
};
