import { z } from "zod";
import { STOCK_LEVELS, STOCK_REASONS } from "./stock.ts";

/** One line of a product's ledger (GET /product/:id/stock-movements), newest first. */
export const stockMovement = z.object({
  _id: z.string(),
  productId: z.string(),
  /** Pieces on hand gained (+) or lost (−). */
  pieces: z.number().int(),
  /** Pieces held gained (+) or released (−). */
  heldPieces: z.number().int(),
  /** On hand and held once the movement was made. */
  onHandAfter: z.number().int(),
  heldAfter: z.number().int(),
  reason: z.enum(STOCK_REASONS),
  note: z.string().nullable(),
  /** The record it came from: an order (`orders`), a quote, the product itself. */
  resource: z.string().nullable(),
  recordId: z.string().nullable(),
  /** Who made it; null: the customer app or the system. */
  by: z.object({ _id: z.string(), fullName: z.string() }).nullable(),
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof stockMovement>;

export const stockMovementsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** GET /stock/counts: the dashboard's card, in the caller's scope. */
export const stockCounts = z.object(
  Object.fromEntries(STOCK_LEVELS.map((level) => [level, z.number().int()])) as Record<
    (typeof STOCK_LEVELS)[number],
    z.ZodNumber
  >,
);
export type StockCounts = z.infer<typeof stockCounts>;

export const stockLevel = z.enum(STOCK_LEVELS, { error: "invalid" });
