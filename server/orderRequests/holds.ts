import { and, eq, gt, inArray, lt } from "drizzle-orm";
import { calendarDay } from "../../domain/quote.ts";
import { HOLD_NOTES, type HoldNote } from "../../domain/stock.ts";
import type { Database } from "../db/client.ts";
import { releaseHeld, type StockUnit, sellHeld, takeIfAvailable } from "../stock/service.ts";
import { unitOfWork, type Writer } from "../writes/unitOfWork.ts";
import { orderRequestQuotes, orderRequests } from "./schema.ts";

/**
 * The pieces a quote holds (docs/stock.md#quote-holds). A quote's `held_pieces` says what it
 * holds; whoever ends a hold zeroes it with one conditional UPDATE first (`held_pieces > 0`), so
 * a new quote, a denial, the expiry job and a payment racing for the same hold end it once: the
 * others find nothing left and write no ledger line.
 */

/** What a hold is about: the request, its product and who ends it (null: the system). */
interface HeldRequest {
  id: string;
  productId: string;
  by: string | null;
}

const source = (requestId: string) => ({ resource: "orderRequests", id: requestId });

/** Zeroes the request's holding quote; the pieces it held, 0 when none held anything. */
const endHoldOf = async (db: Database, requestId: string) => {
  const ended = await db
    .update(orderRequestQuotes)
    .set({ heldPieces: 0 })
    .where(
      and(eq(orderRequestQuotes.orderRequestId, requestId), gt(orderRequestQuotes.heldPieces, 0)),
    )
    // A holding quote holds its quantity: RETURNING sees the row after the SET.
    .returning({ pieces: orderRequestQuotes.quantity });
  return ended.reduce((sum, row) => sum + row.pieces, 0);
};

/**
 * Ends the request's hold without a sale: a new quote replaces it, the request is denied. Its
 * pieces are available again, with a "hold released" line.
 */
export const releaseHold = async (unit: StockUnit, request: HeldRequest, why: HoldNote) => {
  const pieces = await endHoldOf(unit.db, request.id);
  if (pieces === 0) return;
  await releaseHeld(unit, {
    productId: request.productId,
    pieces,
    reason: "holdReleased",
    record: source(request.id),
    by: request.by,
    note: HOLD_NOTES[why],
  });
};

/**
 * A payment for the request's quote (`payment_intent.succeeded`): a live hold becomes a sale
 * ("hold taken by payment"); a hold already ended takes the pieces if they are available (an
 * order line), else the request is flagged paid without stock for staff, at `at`. The payment is
 * stored either way: the customer has paid.
 */
export const quotePaid = async (unit: StockUnit, requestId: string, at: Date) => {
  const [request] = await unit.db
    .select({ productId: orderRequests.productId, quantity: orderRequests.quantity })
    .from(orderRequests)
    .where(eq(orderRequests.id, requestId));
  if (!request) throw new Error(`no order request ${requestId} to pay`);
  await holdPaid(unit, { id: requestId, by: null, ...request }, at);
};

const holdPaid = async (unit: StockUnit, request: HeldRequest & { quantity: number }, at: Date) => {
  const held = await endHoldOf(unit.db, request.id);
  if (held > 0) {
    await sellHeld(unit, {
      productId: request.productId,
      pieces: held,
      reason: "holdTakenByPayment",
      record: source(request.id),
      by: request.by,
    });
    return;
  }
  const taken = await takeIfAvailable(unit, {
    productId: request.productId,
    pieces: request.quantity,
    reason: "order",
    record: source(request.id),
    by: request.by,
    note: HOLD_NOTES.paidAfterExpiry,
  });
  if (taken) return;
  await unit.db
    .update(orderRequests)
    .set({ paidWithoutStockAt: at })
    .where(eq(orderRequests.id, request.id));
};

/** The holds the expiry job ends in one unit at most: a round is short, the next takes the rest. */
const EXPIRY_BATCH = 50;

/**
 * One round of the expiry job: the holds whose quote's last day is over at `now` are ended,
 * each with its "hold released" line, and their requests and products announced live. The
 * quotes are claimed with FOR UPDATE SKIP LOCKED, so two instances' rounds never end one twice,
 * and a send or payment holding a row is left to finish. The number of holds it ended.
 */
export const releaseExpiredHolds = async (writer: Writer, now: Date) => {
  const { result } = await unitOfWork(writer, async (unit) => {
    const claimed = unit.db
      .select({ id: orderRequestQuotes.id })
      .from(orderRequestQuotes)
      .where(
        and(
          gt(orderRequestQuotes.heldPieces, 0),
          lt(orderRequestQuotes.validUntil, calendarDay(now)),
        ),
      )
      .limit(EXPIRY_BATCH)
      .for("update", { skipLocked: true });
    const ended = await unit.db
      .update(orderRequestQuotes)
      .set({ heldPieces: 0 })
      .where(and(inArray(orderRequestQuotes.id, claimed), gt(orderRequestQuotes.heldPieces, 0)))
      .returning({
        requestId: orderRequestQuotes.orderRequestId,
        pieces: orderRequestQuotes.quantity,
      });
    if (ended.length === 0) return 0;
    const requests = await unit.db
      .select({
        id: orderRequests.id,
        productId: orderRequests.productId,
        sellerId: orderRequests.sellerId,
      })
      .from(orderRequests)
      .where(
        inArray(
          orderRequests.id,
          ended.map((row) => row.requestId),
        ),
      );
    const byId = new Map(requests.map((request) => [request.id, request]));
    for (const { requestId, pieces } of ended) {
      const request = byId.get(requestId);
      if (!request) continue;
      await releaseHeld(unit, {
        productId: request.productId,
        pieces,
        reason: "holdReleased",
        record: source(requestId),
        by: null,
        note: HOLD_NOTES.quoteExpired,
      });
      unit.changed({
        resource: "orderRequests",
        type: "updated",
        id: requestId,
        sellerId: request.sellerId,
      });
    }
    return ended.length;
  });
  return result;
};
