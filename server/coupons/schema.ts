import { sql } from "drizzle-orm";
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps, version } from "../db/columns.ts";
import { users } from "../users/schema.ts";

export const coupons = pgTable(
  "coupons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    discountCents: bigint("discount_cents", { mode: "number" }).notNull(),
    perPersonUsage: integer("per_person_usage").notNull(),
    totalUsage: integer("total_usage").notNull(),
    /** Last day (UTC) it can be used; the status Active/Expired is derived from it. */
    expiresOn: date("expires_on", { mode: "string" }).notNull(),
    /** Null: a platform coupon. */
    sellerId: uuid("seller_id").references(() => users.id, { onDelete: "restrict" }),
    ...timestamps,
    ...version,
  },
  (table) => [
    uniqueIndex("coupons_name_unique").on(sql`lower(${table.name})`),
    index("coupons_seller_id_idx").on(table.sellerId),
    index("coupons_expires_on_idx").on(table.expiresOn),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;
