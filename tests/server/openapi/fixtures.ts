/**
 * What the generated requests need from a started server: one token per identity, real demo ids
 * for the bodies, and a snapshot of every table to prove a refused request changed nothing.
 */
import { sql } from "drizzle-orm";
import type { App } from "../../../server/appInstance.ts";
import { flushCustomerSummaries } from "../../../server/customers/summaries.ts";
import { findUserByEmail } from "../../../server/users/service.ts";
import { DEMO } from "../harness.ts";
import { type Identity, type KnownIds, type Tokens, USER_TYPE_OF } from "./requests.ts";

const ACCOUNT: Record<Exclude<Identity, "anonymous">, string> = {
  administrator: DEMO.admin.email,
  operator: DEMO.operator.email,
  sellerLinked: DEMO.sellerLinked.email,
  sellerUnlinked: DEMO.seller.email,
};

/** Tokens issued directly (a real session each), so no sign-in's rate limit is spent. */
export const issueTokens = async (app: App): Promise<Tokens> => {
  const tokens: Tokens = {};
  for (const [identity, email] of Object.entries(ACCOUNT) as [Identity, string][]) {
    const user = await findUserByEmail(app.db, email);
    const userType = USER_TYPE_OF[identity];
    if (!user || userType === undefined) throw new Error(`demo account ${email} is missing`);
    tokens[identity] = await app.issueToken({ id: user.id, userType: userType as never });
  }
  return tokens;
};

type Rows = Record<string, unknown>[];
const rowsOf = (result: unknown): Rows =>
  Array.isArray(result) ? (result as Rows) : ((result as { rows: Rows }).rows ?? []);

const first = async (app: App, query: ReturnType<typeof sql>) =>
  rowsOf(await app.db.execute(query))[0] as Record<string, string | string[]> | undefined;

/** Real demo ids by the body field names that refer to them. */
export const demoIds = async (app: App): Promise<KnownIds> => {
  const ids: KnownIds = {};
  const sub = await first(
    app,
    sql`select id, parent_id from categories where parent_id is not null order by id limit 1`,
  );
  const product = await first(
    app,
    sql`select id, images[1] as image from products where quantity > 10 and seller_id is not null order by number limit 1`,
  );
  const model = await first(app, sql`select id from rent_models where active order by id limit 1`);
  const event = await first(
    app,
    sql`select id from events where published and ends_at > now() order by id limit 1`,
  );
  const property = await first(app, sql`select id from properties order by id limit 1`);
  if (sub) {
    ids.categoryId = String(sub.parent_id);
    ids.parentId = String(sub.parent_id);
    ids.subcategoryId = String(sub.id);
  }
  if (product) {
    ids.productId = String(product.id);
    ids.storedFile = String(product.image);
  }
  if (model) ids.rentModelId = String(model.id);
  if (event) ids.eventId = String(event.id);
  if (property) ids.propertyId = String(property.id);
  return ids;
};

/**
 * Row count and checksum of every table of the app's schema. The audit trail is compared without
 * the entries a refusal is meant to write (docs/api.md#logs: `forbidden`, `signInFailed`); the
 * sessions' last use and the rate limits' counters are bookkeeping of refused requests too.
 */
export const snapshotTables = async (app: App): Promise<Record<string, string>> => {
  // The customers' figures as a read would find them: a read rebuilds what earlier writes marked
  // (server/customers/summaries.ts), which is no change of the data.
  await flushCustomerSummaries(app.db);
  const tables = rowsOf(
    await app.db.execute(
      sql`select tablename from pg_tables where schemaname = current_schema() order by tablename`,
    ),
  ).map((row) => String(row.tablename));
  const snapshot: Record<string, string> = {};
  for (const table of tables) {
    const where =
      table === "audit_entries" ? sql` where action not in ('forbidden', 'signInFailed')` : sql``;
    const row = await first(
      app,
      sql`select count(*)::text as n, coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as h from ${sql.identifier(table)} t${where}`,
    );
    snapshot[table] = `${row?.n ?? "?"}:${row?.h ?? "?"}`;
  }
  return snapshot;
};
