import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";

/**
 * Rebuilds the figures of the customers that committed writes marked stale (the migrations'
 * `customer_summaries_flush`), so a read that follows finds every write made before it. Each read
 * of the figures calls it first: a write only marks its customers, and waits for no rebuild.
 * A read, not a write, for the write guard: the figures are derived from the records, as a kept
 * list page is.
 */
export const flushCustomerSummaries = async (db: Database) => {
  await db.execute(sql`select customer_summaries_flush()`);
};
