import { type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { CustomerSummary, customerQuery } from "../../domain/customers.schema.ts";
import type { Language } from "../../domain/languages.ts";
import type { RequestContext } from "../lists/context.ts";
import { escapeLike } from "../lists/filters.ts";
import { users } from "../users/schema.ts";
import { customerRecords, isoSql, rowsOf, spendPerRecord } from "./records.ts";

type Query = z.output<typeof customerQuery>;

/** One customer's figures as the grouped query answers them. */
export interface SummaryRow {
  id: string;
  email_key: string;
  names: string[];
  email: string;
  language: Language;
  phone: string | null;
  first_contact: string;
  last_contact: string;
  shop_cents: string | number;
  rent_cents: string | number;
  orders: string | number;
  order_requests: string | number;
  rent_requests: string | number;
  event_requests: string | number;
  anonymised: boolean;
  total?: string | number;
}

/**
 * The customers of the records `records` holds, one row each with its figures; `q` keeps those
 * with a record whose name, e-mail or phone holds it.
 */
export const customersOf = (records: SQL, q?: string): SQL => {
  const pattern = q ? `%${escapeLike(q)}%` : undefined;
  const having = pattern
    ? sql`having bool_or(rec.name ilike ${pattern} or rec.email ilike ${pattern}
        or coalesce(rec.phone, '') ilike ${pattern})`
    : sql``;
  return sql`select rec.email_key,
      array_agg(rec.name order by rec.at desc) as names,
      (array_agg(rec.email order by rec.at desc))[1] as email,
      (array_agg(rec.language order by rec.at desc))[1] as language,
      (array_agg(rec.phone order by rec.at desc) filter (where rec.phone is not null))[1] as phone,
      min(rec.at) as first_at, max(rec.at) as last_at,
      coalesce(sum(spend.cents) filter (where rec.resource in ('orders', 'orderRequests')), 0) as shop_cents,
      coalesce(sum(spend.cents) filter (where rec.resource in ('rentRequests', 'eventRequests')), 0) as rent_cents,
      count(*) filter (where rec.resource = 'orders') as orders,
      count(*) filter (where rec.resource = 'orderRequests') as order_requests,
      count(*) filter (where rec.resource = 'rentRequests') as rent_requests,
      count(*) filter (where rec.resource = 'eventRequests') as event_requests
    from (${records}) rec left join (${spendPerRecord()}) spend on spend.record = rec.id
    group by rec.email_key ${having}`;
};

/** A customer's row with its id, dates and whether its account was anonymised. */
export const summaryColumns = sql`md5(cust.email_key) as id, cust.email_key, cust.names, cust.email,
  cust.language, cust.phone, ${isoSql(sql`cust.first_at`)} as first_contact,
  ${isoSql(sql`cust.last_at`)} as last_contact, cust.shop_cents, cust.rent_cents, cust.orders,
  cust.order_requests, cust.rent_requests, cust.event_requests,
  (${users.anonymisedAt} is not null) as anonymised`;

export const toSummary = (row: SummaryRow): CustomerSummary => ({
  _id: row.id,
  names: [...new Set(row.names)],
  email: row.email,
  language: row.language,
  phone: row.phone,
  firstContact: row.first_contact,
  lastContact: row.last_contact,
  spend: { shop: Number(row.shop_cents), rent: Number(row.rent_cents) },
  counts: {
    orders: Number(row.orders),
    orderRequests: Number(row.order_requests),
    rentRequests: Number(row.rent_requests),
    eventRequests: Number(row.event_requests),
  },
  anonymised: row.anonymised === true,
});

const ORDER: Record<Query["sort"], SQL> = {
  lastContact: sql`cust.last_at asc`,
  "-lastContact": sql`cust.last_at desc`,
  firstContact: sql`cust.first_at asc`,
  "-firstContact": sql`cust.first_at desc`,
  spend: sql`(cust.shop_cents + cust.rent_cents) asc`,
  "-spend": sql`(cust.shop_cents + cust.rent_cents) desc`,
};

/**
 * A page of customers (docs/api.md#customers) and their total, in one statement: the total rides
 * on each row, and is counted apart only when the page is past the end.
 */
export const listCustomers = async (context: RequestContext, query: Query) => {
  const customers = customersOf(customerRecords(context), query.q);
  const page = await rowsOf<SummaryRow>(
    context,
    sql`select ${summaryColumns}, count(*) over () as total
      from (${customers}) cust left join ${users} on ${users.email} = cust.email_key
      order by ${ORDER[query.sort]}, cust.email_key
      limit ${query.limit} offset ${query.offset}`,
  );
  let total = Number(page[0]?.total ?? 0);
  if (!page.length && query.offset > 0) {
    const [count] = await rowsOf<{ total: string | number }>(
      context,
      sql`select count(*) as total from (${customers}) cust`,
    );
    total = Number(count?.total ?? 0);
  }
  return { items: page.map(toSummary), total };
};
