import { eq, type SQL, sql } from "drizzle-orm";
import type { CustomerRecordResource } from "../../domain/customers.schema.ts";
import { eventRequests } from "../eventRequests/schema.ts";
import { isSeller, type RequestContext } from "../lists/context.ts";
import { orderRequests } from "../orderRequests/schema.ts";
import { orders } from "../orders/schema.ts";
import { products } from "../products/schema.ts";
import { rentRequests } from "../rentRequests/schema.ts";
import { customerKeySql } from "./key.ts";

/** A timestamp as the API writes it (ISO 8601, UTC, milliseconds), in SQL. */
export const isoSql = (value: SQL) =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

type RecordTable =
  | typeof orders
  | typeof orderRequests
  | typeof rentRequests
  | typeof eventRequests;

const TABLES: Record<CustomerRecordResource, RecordTable> = {
  orders,
  orderRequests,
  rentRequests,
  eventRequests,
};

/** What names a record's subject: its product, rent model or event, in the caller's language. */
const titleOf = (resource: CustomerRecordResource, context: RequestContext): SQL => {
  if (resource === "rentRequests") return sql`${rentRequests.modelName}`;
  if (resource === "eventRequests") return sql`${eventRequests.eventName}`;
  const table = TABLES[resource] as typeof orders;
  const name = context.language === "it" ? products.nameIt : products.nameEn;
  return sql`(select ${name} from ${products} where ${products.id} = ${table.productId})`;
};

/**
 * The resources a caller's customers are made of: staff every line, a seller its own orders and
 * order requests (the rent line's requests have no seller).
 */
export const visibleResources = (context: RequestContext): CustomerRecordResource[] =>
  isSeller(context)
    ? ["orders", "orderRequests"]
    : ["orders", "orderRequests", "rentRequests", "eventRequests"];

/**
 * Every record the caller may see, in one shape (resource, id, number, status, email_key, email,
 * name, phone, language, at and, with `title`, what it is about), optionally of one customer:
 * `customerId` is matched through each table's customer key index.
 */
export const customerRecords = (
  context: RequestContext,
  options: { customerId?: string; title?: boolean } = {},
): SQL =>
  sql.join(
    visibleResources(context).map((resource) => {
      const table = TABLES[resource];
      const conditions: SQL[] = [];
      if (options.customerId)
        conditions.push(sql`${customerKeySql(table.customerEmail)} = ${options.customerId}`);
      if (isSeller(context) && "sellerId" in table)
        conditions.push(eq(table.sellerId, context.user.id));
      const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
      const title = options.title ? sql`, ${titleOf(resource, context)} as title` : sql``;
      return sql`select ${resource}::text as resource, ${table.id} as id, ${table.number} as number,
        ${table.status}::text as status, lower(${table.customerEmail}) as email_key,
        ${table.customerEmail} as email, ${table.customerName} as name,
        ${table.customerPhone} as phone, ${table.customerLanguage}::text as language,
        ${table.createdAt} as at${title}
        from ${table} ${where}`;
    }),
    sql` union all `,
  );

/** Both drivers answer a raw query with `{ rows }`; the shared Database type does not say so. */
export const rowsOf = async <Row>(context: RequestContext, query: SQL) =>
  ((await context.db.execute(query)) as unknown as { rows: Row[] }).rows;
