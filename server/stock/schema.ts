import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { STOCK_REASONS } from "../../domain/stock.ts";
import { products } from "../products/schema.ts";
import { users } from "../users/schema.ts";

/**
 * The ledger of a product's pieces (docs/stock.md): one row per change of on hand or held, written
 * in the change's own transaction by server/stock/service.ts, never changed afterwards (a trigger
 * refuses UPDATE and DELETE, save the database's own: a deleted product's lines go with it, a
 * removed user's name becomes null). For every product, the sum of `pieces` is its quantity and
 * the sum of `held_pieces` its held.
 */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    pieces: integer("pieces").notNull(),
    heldPieces: integer("held_pieces").notNull().default(0),
    onHandAfter: integer("on_hand_after").notNull(),
    heldAfter: integer("held_after").notNull(),
    reason: text("reason", { enum: STOCK_REASONS }).notNull(),
    note: text("note"),
    /** The record it came from, by its resource's name: `orders`, `orderRequests`, `products`. */
    resource: text("resource"),
    recordId: uuid("record_id"),
    /** Null: the customer app (intake) or the system. */
    byUserId: uuid("by_user_id").references(() => users.id, { onDelete: "set null" }),
    // The statement's time, not the transaction's: a unit's lines (a hold released, then the
    // new quote's) keep their order on the timeline.
    at: timestamp("at", { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (table) => [
    index("stock_movements_product_at_idx").on(table.productId, table.at),
    index("stock_movements_record_idx").on(table.resource, table.recordId),
  ],
);

export type StockMovementRow = typeof stockMovements.$inferSelect;
