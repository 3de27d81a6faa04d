import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { canMoveOrder, REASON_REQUIRED } from "../../domain/orders.ts";
import type { orderReturnIntake } from "../../domain/orderWork.schema.ts";
import type { Order } from "../../domain/requests.schema.ts";
import type { StockReason } from "../../domain/stock.ts";
import { recordChange } from "../audit/service.ts";
import type { Database } from "../db/client.ts";
import { addHistoryEntry } from "../history/service.ts";
import { loadReferences } from "../intake/references.ts";
import { claimVersion } from "../lists/versions.ts";
import type { CustomerMail } from "../mail/customerMail.ts";
import { queueMail } from "../outbox/queue.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { putBack } from "../stock/service.ts";
import { illegalMove, recordWork } from "../writes/recordWork.ts";
import type { UnitOfWork } from "../writes/unitOfWork.ts";
import { orderList } from "./list.ts";
import { orders } from "./schema.ts";
import { type OrderRow, toOrder } from "./service.ts";

/** Every change of an order's status is mailed to its customer, with the note or reason. */
const orderMoveMail = (after: Order, note: string | null): CustomerMail => ({
  to: after.customerEmail,
  language: after.customerLanguage,
  record: { resource: "orders", id: after._id },
  name: "orderStatus",
  vars: {
    name: after.customerName,
    number: after.number,
    product: after.customerLanguage === "it" ? after.product.nameIt : after.product.nameEn,
  },
  terms: { status: `statuses:order.${after.status}` },
  note: { kind: "noteLine", text: note },
});

/** The moves that put an order's pieces back on hand, and why (docs/stock.md). */
const PIECES_BACK: Partial<Record<Order["status"], StockReason>> = {
  cancelledOrder: "cancellation",
  returnApproved: "return",
};

export const orderWork = recordWork<Order>({
  resource: "orders",
  auditName: "order",
  table: orders,
  list: orderList,
  canMove: canMoveOrder,
  reasonRequired: REASON_REQUIRED,
  mailOfMove: (_before, after, note) => orderMoveMail(after, note),
  // In the move's unit, after its version claim: a repeated or concurrent move is refused
  // before it, so the pieces go back once.
  onMove: async (scope, before, to) => {
    const reason = PIECES_BACK[to];
    if (!reason) return;
    await putBack(scope, {
      productId: before.product._id,
      pieces: before.quantity,
      reason,
      record: { resource: "orders", id: before._id },
      by: scope.user.id,
    });
  },
});

const toItem = async (db: Database, row: OrderRow) =>
  toOrder({ row, ...(await loadReferences(db, [row]))(row) });

/**
 * The customer asks to return an order (the customer app, no token): found by its number AND
 * the customer's email, else 404, so a guessed number tells nothing; only an order being worked
 * on may be returned (409 otherwise). Locked while it is read, it then takes its next version as
 * every move does (under the lock never stale). The history and the audit name nobody: the
 * customer did it. Runs in the call's unit of work, the customer's mail queued in it.
 */
export const returnOrder = async (unit: UnitOfWork, input: z.output<typeof orderReturnIntake>) => {
  const { db } = unit;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.number, input.orderNumber), eq(orders.customerEmail, input.customerEmail)))
    .for("update");
  if (!row) throw new HttpProblem(404, "errors:notFound");
  if (row.status !== "workingInProgress") throw illegalMove();
  await claimVersion(db, orders, row.id, row.version);
  const [moved] = await db
    .update(orders)
    .set({ status: "returnRequest" })
    .where(eq(orders.id, row.id))
    .returning();
  if (!moved) throw new Error("order not updated");
  await addHistoryEntry(db, {
    resource: "orders",
    recordId: row.id,
    kind: "status",
    byUserId: null,
    fromStatus: row.status,
    toStatus: moved.status,
    note: input.reason,
  });
  const [before, after] = [await toItem(db, row), await toItem(db, moved)];
  await recordChange(db, {
    userId: null,
    action: "update",
    resource: "order",
    recordId: row.id,
    before,
    after,
  });
  await queueMail(unit, orderMoveMail(after, input.reason));
  return after;
};
