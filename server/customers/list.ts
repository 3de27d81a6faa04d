import { type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type {
  CustomerSort,
  CustomerSummary,
  customerQuery,
} from "../../domain/customers.schema.ts";
import type { Language } from "../../domain/languages.ts";
import { isSeller, type RequestContext } from "../lists/context.ts";
import { escapeLike } from "../lists/filters.ts";
import { keptResults } from "../lists/keptResults.ts";
import { users } from "../users/schema.ts";
import { isoSql, rowsOf } from "./records.ts";
import { customerSummaries } from "./schema.ts";
import { flushCustomerSummaries } from "./summaries.ts";

type Query = z.output<typeof customerQuery>;

/** One customer's row of `customer_summaries`, as the list and the page read it. */
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
}

const s = customerSummaries;

/**
 * The caller's rows of the summaries (`cust`): staff read the customer's figures over every line,
 * a seller those of its own orders and order requests (server/customers/schema.ts).
 */
export const summaryScope = (context: RequestContext): SQL =>
  isSeller(context) ? sql`cust.seller_id = ${context.user.id}` : sql`cust.seller_id is null`;

/** A customer's row with its dates and whether its account was anonymised (`cust` is the row). */
export const summaryColumns = sql`cust.customer_id as id, cust.email_key, cust.names, cust.email,
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

const SORT_COLUMN: Record<CustomerSort, string> = {
  lastContact: "last_at",
  firstContact: "first_at",
  spend: "spend_cents",
};

/** A sort's order over `alias`; the customer id breaks ties the same way: one index walk. */
const orderOf = (sort: Query["sort"], alias: string) => {
  const direction = sort.startsWith("-") ? "desc" : "asc";
  const column = SORT_COLUMN[sort.replace(/^-/, "") as CustomerSort];
  return sql.raw(`${alias}.${column} ${direction}, ${alias}.customer_id ${direction}`);
};

/**
 * The tables a page of customers depends on: the summaries are rebuilt from the records and
 * payments a committed write marked (summaries.ts; unseen by server/db/committedWrites.ts, which
 * reads statements), so a write to any of those makes a kept page old.
 */
const kept = keptResults([
  "customer_summaries",
  "orders",
  "order_requests",
  "rent_requests",
  "event_requests",
  "payment_webhooks",
  "users",
]);

/**
 * A page of customers (docs/api.md#customers) and their total, kept between writes as every
 * list's: the page's ids are an index walk of the summaries (first page or deep), its rows and
 * accounts are read for those ten alone, and `q` is a trigram match of the names, addresses and
 * phones every record of the customer was written with.
 */
export const listCustomers = async (context: RequestContext, query: Query) => {
  const matched = query.q
    ? sql`${summaryScope(context)} and cust.search ilike ${`%${escapeLike(query.q)}%`}`
    : summaryScope(context);
  const read = async () => {
    await flushCustomerSummaries(context.db);
    const [page, count] = await Promise.all([
      rowsOf<SummaryRow>(
        context,
        sql`select ${summaryColumns}
          from (select cust.customer_id from ${s} cust where ${matched}
            order by ${orderOf(query.sort, "cust")}
            limit ${query.limit} offset ${query.offset}) page
          join ${s} cust on cust.customer_id = page.customer_id and ${summaryScope(context)}
          left join ${users} on ${users.email} = cust.email_key
          order by ${orderOf(query.sort, "cust")}`,
      ),
      rowsOf<{ total: string | number }>(
        context,
        sql`select count(*) as total from ${s} cust where ${matched}`,
      ),
    ]);
    return { items: page.map(toSummary), total: Number(count[0]?.total ?? 0) };
  };
  const scope = isSeller(context) ? context.user.id : "staff";
  return kept.result(
    context.db,
    { sql: "customers", params: [scope, query.q ?? "", query.sort, query.offset, query.limit] },
    read,
  );
};
