import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { canMoveOrder, REASON_REQUIRED } from "../../domain/orders.ts";
import type { orderReturnIntake } from "../../domain/orderWork.schema.ts";
import type { Order } from "../../domain/requests.schema.ts";
import { recordChange } from "../audit/service.ts";
import type { Database } from "../db/client.ts";
import { addHistoryEntry } from "../history/service.ts";
import { illegalMove, recordWork } from "../history/work.ts";
import { loadReferences } from "../intake/references.ts";
import type { CustomerMail } from "../mail/customerMail.ts";
import { type MailsOfWrite, queueMail } from "../outbox/queue.ts";
import { HttpProblem } from "../plugins/errors.ts";
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

export const orderWork = recordWork<Order>({
  resource: "orders",
  auditName: "order",
  table: orders,
  list: orderList,
  canMove: canMoveOrder,
  reasonRequired: REASON_REQUIRED,
  mailOfMove: (_before, after, note) => orderMoveMail(after, note),
});

const toItem = async (db: Database, row: OrderRow) =>
  toOrder({ row, ...(await loadReferences(db, [row]))(row) });

/**
 * The customer asks to return an order (the customer app, no token): found by its number AND
 * the customer's email, else 404, so a guessed number tells nothing; only an order being worked
 * on may be returned (409 otherwise). The history names nobody: the customer did it. The
 * customer's mail is queued in the same transaction (`mails`, delivered by the caller).
 */
export const returnOrder = (
  db: Database,
  mails: MailsOfWrite,
  input: z.output<typeof orderReturnIntake>,
) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(orders)
      .where(
        and(eq(orders.number, input.orderNumber), eq(orders.customerEmail, input.customerEmail)),
      )
      .for("update");
    if (!row) throw new HttpProblem(404, "errors:notFound");
    if (row.status !== "workingInProgress") throw illegalMove();
    const [moved] = await tx
      .update(orders)
      .set({ status: "returnRequest", version: row.version + 1 })
      .where(eq(orders.id, row.id))
      .returning();
    if (!moved) throw new Error("order not updated");
    await addHistoryEntry(tx, {
      resource: "orders",
      recordId: row.id,
      kind: "status",
      byUserId: null,
      fromStatus: row.status,
      toStatus: moved.status,
      note: input.reason,
    });
    const [before, after] = [await toItem(tx, row), await toItem(tx, moved)];
    await recordChange(tx, {
      userId: null,
      action: "update",
      resource: "order",
      recordId: row.id,
      before,
      after,
    });
    await queueMail({ db: tx, mails }, orderMoveMail(after, input.reason));
    return after;
  });
