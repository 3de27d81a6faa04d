import { and, desc, eq, ilike, isNull, type SQL } from "drizzle-orm";
import type { SearchHit } from "../../domain/search.schema.ts";
import type { Database } from "../db/client.ts";
import { escapeLike } from "../lists/filters.ts";
import { customerSummaries } from "./schema.ts";
import { flushCustomerSummaries } from "./summaries.ts";

/**
 * Cmd-K's customers (docs/api.md#customers): those with a record whose name, e-mail or phone
 * holds `q`, the latest contact first, each titled with its latest name. A seller finds the
 * customers of its own records, as its customers list shows them.
 */
export const findCustomers = async (
  db: Database,
  q: string,
  scope: { limit: number; sellerId: string | undefined },
): Promise<SearchHit[]> => {
  const s = customerSummaries;
  const seller: SQL = scope.sellerId ? eq(s.sellerId, scope.sellerId) : isNull(s.sellerId);
  await flushCustomerSummaries(db);
  const rows = await db
    .select({ id: s.customerId, names: s.names, email: s.email })
    .from(s)
    .where(and(seller, ilike(s.search, `%${escapeLike(q)}%`)))
    .orderBy(desc(s.lastAt), desc(s.customerId))
    .limit(scope.limit);
  return rows.map((row) => ({
    kind: "customer",
    id: row.id,
    title: row.names[0] ?? row.email,
    subtitle: row.email,
  }));
};
