/** Stock (docs/stock.md) as plain values: both sides and the holds work read them. */

/**
 * Why a product's pieces moved. `order`, `cancellation` and `return` are the shop's moves;
 * `quoteHold`, `holdReleased` and `holdTakenByPayment` the quotes' holds
 * (docs/stock.md#quote-holds); `adjustment` is staff or the seller counting the pieces again,
 * always with a reason.
 */
export const STOCK_REASONS = [
  "order",
  "cancellation",
  "return",
  "quoteHold",
  "holdReleased",
  "holdTakenByPayment",
  "adjustment",
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** The note of a product's first movement: the pieces it was created with. */
export const OPENING_STOCK_NOTE = "opening stock";

/**
 * The notes the quote holds write (docs/stock.md#quote-holds), stored as these words and shown
 * through the `products.stock.notes.<key>` texts in the user's language.
 */
export const HOLD_NOTES = {
  quoteReplaced: "a new quote was sent",
  requestDenied: "request denied",
  quoteExpired: "quote expired",
  paidAfterExpiry: "paid after the quote's hold ended",
} as const;
export type HoldNote = keyof typeof HOLD_NOTES;

/** The key of a stored hold note, if it is one. */
export const holdNoteKey = (note: string) =>
  (Object.keys(HOLD_NOTES) as HoldNote[]).find((key) => HOLD_NOTES[key] === note);

/** The products list's `stock` filter: none available, or at or below the product's threshold. */
export const STOCK_LEVELS = ["outOfStock", "lowStock"] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];

/** The threshold a new product's low stock is measured against. */
export const LOW_STOCK_THRESHOLD_DEFAULT = 1;

/** The pieces a customer may still order: never below zero, whatever is held. */
export const availablePieces = (stock: { quantity: number; held: number }) =>
  Math.max(0, stock.quantity - stock.held);
