import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { StockCounts, StockMovement } from "../../domain/stock.schema.ts";
import { availablePieces, OPENING_STOCK_NOTE, type StockReason } from "../../domain/stock.ts";
import { type Caller, recordChange } from "../audit/service.ts";
import type { Database } from "../db/client.ts";
import { invalidFields } from "../lists/index.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { availableSql } from "../products/list.ts";
import { products } from "../products/schema.ts";
import { userFullName } from "../users/fullName.ts";
import { users } from "../users/schema.ts";
import type { UnitOfWork } from "../writes/unitOfWork.ts";
import { type StockMovementRow, stockMovements } from "./schema.ts";

/** The unit a stock change runs in: its transaction, and where the product's change is announced. */
export type StockUnit = Pick<UnitOfWork, "db" | "changed">;

/** Why pieces move and who moved them; `record` is what they moved for (an order, a quote). */
export interface StockChange {
  productId: string;
  reason: StockReason;
  record?: { resource: string; id: string };
  /** Null: the customer app or the system. */
  by: string | null;
  note?: string | null;
}

export const outOfStock = (available: number) => {
  const problem = new HttpProblem(409, "errors:outOfStock", { available });
  problem.details = { available };
  return problem;
};

/** The ledger columns movePieces writes, in the order of its SELECT. */
const WRITTEN = [
  stockMovements.productId,
  stockMovements.pieces,
  stockMovements.heldPieces,
  stockMovements.onHandAfter,
  stockMovements.heldAfter,
  stockMovements.reason,
  stockMovements.note,
  stockMovements.resource,
  stockMovements.recordId,
  stockMovements.byUserId,
];
const namesOf = (columns: readonly { name: string }[]) =>
  sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
const LINE_COLUMNS = namesOf(WRITTEN);
/** Named, not `*`: a prepared statement's result must not change with a column added later. */
const LINE_RETURNED = namesOf([stockMovements.id, ...WRITTEN, stockMovements.at]);

/** A ledger line as the statement returns it, with the product's seller. */
interface MovedRow {
  id: string;
  product_id: string;
  pieces: number;
  held_pieces: number;
  on_hand_after: number;
  held_after: number;
  reason: StockMovementRow["reason"];
  note: string | null;
  resource: string | null;
  record_id: string | null;
  by_user_id: string | null;
  at: Date | string;
  seller_id: string | null;
}

const toMovementRow = (row: MovedRow): StockMovementRow => ({
  id: row.id,
  productId: row.product_id,
  pieces: row.pieces,
  heldPieces: row.held_pieces,
  onHandAfter: row.on_hand_after,
  heldAfter: row.held_after,
  reason: row.reason,
  note: row.note,
  resource: row.resource,
  recordId: row.record_id,
  byUserId: row.by_user_id,
  at: new Date(row.at),
});

/**
 * The one write of a product's stock (docs/stock.md): a single conditional UPDATE of on hand and
 * held (`guard` is the condition the pieces must meet, checked on the row as it is when the
 * statement runs, so two racers for the last piece cannot both pass), and its ledger line, in one
 * statement (a data-modifying WITH: the line is inserted from the updated row, so only when the
 * guard passed; one round trip where two were). It takes the product's next version, as any
 * change of the record does: a form opened before it saves nothing over it. Undefined when the
 * guard refused.
 */
const movePieces = async (
  unit: StockUnit,
  change: StockChange,
  pieces: number,
  heldPieces: number,
  guard?: SQL,
): Promise<StockMovementRow | undefined> => {
  const moved = unit.db
    .update(products)
    .set({
      quantity: sql`${products.quantity} + ${pieces}`,
      held: sql`${products.held} + ${heldPieces}`,
      version: sql`${products.version} + 1`,
    })
    .where(and(eq(products.id, change.productId), guard))
    .returning({ quantity: products.quantity, held: products.held, sellerId: products.sellerId });
  // Drizzle writes a query builder inside parentheses: the WITH's own.
  const { rows } = (await unit.db.execute(sql`
    with moved as ${moved}
    insert into ${stockMovements} (${LINE_COLUMNS})
    select ${change.productId}::uuid, ${pieces}::integer, ${heldPieces}::integer,
      moved.quantity, moved.held, ${change.reason}, ${change.note ?? null}::text,
      ${change.record?.resource ?? null}::text, ${change.record?.id ?? null}::uuid,
      ${change.by}::uuid
      from moved
    returning ${LINE_RETURNED}, (select seller_id from moved) as seller_id
  `)) as unknown as { rows: MovedRow[] };
  const [row] = rows;
  if (!row) return undefined;
  unit.changed({
    resource: "products",
    type: "updated",
    id: change.productId,
    sellerId: row.seller_id,
  });
  return toMovementRow(row);
};

const stockOf = async (db: Database, productId: string) => {
  const [row] = await db
    .select({ quantity: products.quantity, held: products.held })
    .from(products)
    .where(eq(products.id, productId));
  return row;
};

const refusal = async (unit: StockUnit, productId: string): Promise<never> => {
  const stock = await stockOf(unit.db, productId);
  throw outOfStock(stock ? availablePieces(stock) : 0);
};

/** The guard of a move that needs `pieces` available (on hand − held) as the row is now. */
const available = (pieces: number) => sql`${products.quantity} - ${products.held} >= ${pieces}`;

/**
 * takePieces without the refusal: undefined when fewer are available, nothing written. For a
 * payment that must be stored whatever the stock (a late quote payment, docs/stock.md).
 */
export const takeIfAvailable = (unit: StockUnit, change: StockChange & { pieces: number }) =>
  movePieces(unit, change, -change.pieces, 0, available(change.pieces));

/**
 * Takes `pieces` off on hand if that many are available (on hand − held), else 409 `outOfStock`
 * with the pieces available: the caller's unit then rolls back whatever it stored with it.
 */
export const takePieces = async (unit: StockUnit, change: StockChange & { pieces: number }) =>
  (await takeIfAvailable(unit, change)) ?? (await refusal(unit, change.productId));

/**
 * A quote holds `pieces` (docs/stock.md#quote-holds): held += pieces if that many are available,
 * else 409 `outOfStock` with the pieces available. On hand does not change.
 */
export const holdPieces = async (unit: StockUnit, change: StockChange & { pieces: number }) =>
  (await movePieces(unit, change, 0, change.pieces, available(change.pieces))) ??
  (await refusal(unit, change.productId));

/** A hold ends without a sale (a new quote, a denial, its expiry): held −= pieces. */
export const releaseHeld = async (unit: StockUnit, change: StockChange & { pieces: number }) => {
  const movement = await movePieces(unit, change, 0, -change.pieces);
  if (!movement) throw new Error(`no product ${change.productId} to release pieces on`);
  return movement;
};

/** A paid hold becomes a sale: the held pieces leave on hand (held −= pieces, on hand −= pieces). */
export const sellHeld = async (unit: StockUnit, change: StockChange & { pieces: number }) => {
  const movement = await movePieces(unit, change, -change.pieces, -change.pieces);
  if (!movement) throw new Error(`no product ${change.productId} to sell held pieces of`);
  return movement;
};

/** Puts `pieces` back on hand: a cancelled order's, a return's. */
export const putBack = async (unit: StockUnit, change: StockChange & { pieces: number }) => {
  const movement = await movePieces(unit, change, change.pieces, 0);
  if (!movement) throw new Error(`no product ${change.productId} to put pieces back on`);
  return movement;
};

/** The first line of a new product's ledger: the pieces it was created with. */
export const openingStock = (
  db: Database,
  lines: { productId: string; quantity: number; by: string | null }[],
) =>
  lines.length === 0
    ? Promise.resolve()
    : db
        .insert(stockMovements)
        .values(
          lines.map(({ productId, quantity, by }) => ({
            productId,
            pieces: quantity,
            onHandAfter: quantity,
            heldAfter: 0,
            reason: "adjustment" as const,
            note: OPENING_STOCK_NOTE,
            resource: "products",
            recordId: productId,
            byUserId: by,
          })),
        )
        .then(() => undefined);

/**
 * Staff or the seller count the pieces again: on hand becomes `onHand`, with the reason required
 * (400 on `stockReason`), never below what quotes hold (400 on `quantity`). Run it inside the
 * product's own update, once its version is claimed: the row is then locked and read as it is.
 * The audit's `stockAdjustment` entry names the product and carries the movement. Nothing is
 * written when on hand does not change.
 */
export const adjust = async (
  unit: StockUnit,
  adjustment: { productId: string; onHand: number; reason: string | null },
  who: Caller,
) => {
  const stock = await stockOf(unit.db, adjustment.productId);
  if (!stock || stock.quantity === adjustment.onHand) return undefined;
  if (!adjustment.reason) throw invalidFields({ stockReason: "stockReasonRequired" });
  if (adjustment.onHand < stock.held) throw invalidFields({ quantity: "stockBelowHeld" });
  const movement = await movePieces(
    unit,
    {
      productId: adjustment.productId,
      reason: "adjustment",
      record: { resource: "products", id: adjustment.productId },
      by: who.user.id,
      note: adjustment.reason,
    },
    adjustment.onHand - stock.quantity,
    0,
  );
  if (!movement) throw new Error(`no product ${adjustment.productId} to adjust`);
  await recordChange(unit.db, {
    userId: who.user.id,
    action: "create",
    resource: "stockAdjustment",
    recordId: adjustment.productId,
    after: toMovement(movement, null),
    address: who.address,
    changesetId: who.changesetId,
  });
  return movement;
};

const toMovement = (
  { id, at, byUserId: _by, ...row }: StockMovementRow,
  by: StockMovement["by"],
): StockMovement => ({ _id: id, ...row, by, createdAt: at.toISOString() });

/** A product's ledger, newest first; the caller has checked the product is in its scope. */
export const movementsOf = async (
  db: Database,
  productId: string,
  limit: number,
): Promise<StockMovement[]> => {
  const rows = await db
    .select({ movement: stockMovements, byId: users.id, byName: userFullName })
    .from(stockMovements)
    .leftJoin(users, eq(users.id, stockMovements.byUserId))
    .where(eq(stockMovements.productId, productId))
    .orderBy(desc(stockMovements.at), desc(stockMovements.id))
    .limit(limit);
  return rows.map(({ movement, byId, byName }) =>
    toMovement(movement, byId ? { _id: byId, fullName: byName } : null),
  );
};

/** The dashboard's card: products with none available, and at or below their threshold. */
export const stockCountsOf = async (db: Database, sellerId?: string): Promise<StockCounts> => {
  const [row] = await db
    .select({
      outOfStock: sql<number>`count(*) filter (where ${availableSql} = 0)`.mapWith(Number),
      lowStock:
        sql<number>`count(*) filter (where ${availableSql} <= ${products.lowStockThreshold})`.mapWith(
          Number,
        ),
    })
    .from(products)
    .where(sellerId ? eq(products.sellerId, sellerId) : undefined);
  return { outOfStock: row?.outOfStock ?? 0, lowStock: row?.lowStock ?? 0 };
};
