import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * A customer's id (docs/api.md#customers): the MD5 of the lowercased e-mail address in hex. Not a
 * secret, only a key that puts no address in a URL; each record table indexes the same expression
 * (`<table>_customer_key_idx`), so a customer's records are found by it.
 */
export const customerKeySql = (email: PgColumn | SQL): SQL => sql`md5(lower(${email}))`;

/** The same id computed here, for a record's answer (`customerId`). */
export const customerIdOf = (email: string) =>
  createHash("md5").update(email.toLowerCase()).digest("hex");

/** Ids are 32 lowercase hex digits; anything else names nobody. */
export const CUSTOMER_ID = /^[0-9a-f]{32}$/;
