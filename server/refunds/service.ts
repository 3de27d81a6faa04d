import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { PayableResource, PaymentAmounts } from "../../domain/payments.ts";
import { paymentStateOf, refundableCentsOf } from "../../domain/payments.ts";
import type { RecordPayment, RefundInput, RefundRecord } from "../../domain/refunds.schema.ts";
import { recordChange } from "../audit/service.ts";
import type { Database } from "../db/client.ts";
import type { RequestContext } from "../lists/context.ts";
import { money } from "../mail/customerMail.ts";
import { orders } from "../orders/schema.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { users } from "../users/schema.ts";
import { unitOfWork } from "../writes/unitOfWork.ts";
import { PAYABLE, paymentAmountsOfRecords } from "./records.ts";
import { type RefundRow, refunds } from "./schema.ts";

/** The worker's first try is the writer's: it waits this long before stepping in. */
const WRITER_FIRST = sql`now() + interval '10 seconds'`;

const toRefunds = async (db: Database, rows: RefundRow[]): Promise<RefundRecord[]> => {
  const ids = [...new Set(rows.flatMap((row) => (row.requestedById ? [row.requestedById] : [])))];
  const people = ids.length
    ? await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const names = new Map(
    people.map((person) => [person.id, `${person.firstName} ${person.lastName}`.trim()]),
  );
  return rows.map((row) => ({
    _id: row.id,
    paymentIntentId: row.paymentIntentId,
    amountCents: row.amountCents,
    reason: row.reason,
    state: row.state,
    providerMessage: row.providerMessage,
    requestedBy: row.requestedById
      ? { _id: row.requestedById, fullName: names.get(row.requestedById) ?? "" }
      : null,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  }));
};

/**
 * What the page pre-fills a refund with (docs/api.md#refunds): an approved return its returned
 * pieces (the whole order is returned: its pieces at their price, less the discount), a cancelled
 * order all it paid.
 */
const proposedCentsOf = async (
  db: Database,
  resource: PayableResource,
  id: string,
  amounts: PaymentAmounts,
) => {
  if (resource !== "orders") return null;
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  const refundable = refundableCentsOf(amounts);
  if (!order || refundable <= 0) return null;
  if (order.status === "cancelledOrder") return refundable;
  if (order.status !== "returnApproved") return null;
  const pieces = order.quantity * order.unitPriceCents - order.discountCents;
  return Math.min(refundable, Math.max(0, pieces));
};

/** A record's payment (docs/api.md#refunds): its state, amounts and refunds, newest first. */
export const recordPaymentOf = async (
  db: Database,
  resource: PayableResource,
  id: string,
): Promise<RecordPayment> => {
  const amounts = (await paymentAmountsOfRecords(db, resource, [id])).get(id);
  if (!amounts) throw new Error("a record without amounts");
  const rows = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.resource, resource), eq(refunds.recordId, id)))
    .orderBy(desc(refunds.createdAt));
  return {
    state: paymentStateOf(amounts),
    paidCents: amounts.paidCents,
    refundedCents: amounts.refundedCents,
    pendingCents: amounts.pendingCents,
    refundableCents: refundableCentsOf(amounts),
    proposedCents: await proposedCentsOf(db, resource, id, amounts),
    refunds: await toRefunds(db, rows),
  };
};

/** A refund sent again (a double click, a retry): the one made, if it is this record's. */
const sameRefundAgain = (
  refund: RefundRow,
  target: { resource: PayableResource; id: string },
): RefundRow => {
  if (refund.resource !== target.resource || refund.recordId !== target.id) {
    throw new HttpProblem(409, "errors:refundIdTaken");
  }
  return refund;
};

/**
 * An administrator's refund (docs/api.md#refunds), written in one unit of work with the record
 * locked, so concurrent refunds are counted one after the other: more than paid − refunded −
 * pending is a 409 `refundExceedsPayment` that stores nothing. The provider is asked after commit.
 */
export const createRefund = async (
  context: RequestContext,
  target: { resource: PayableResource; id: string; sellerId: string | null },
  input: RefundInput,
): Promise<RefundRow> => {
  const { result } = await unitOfWork(context, async (unit) => {
    const { table } = PAYABLE[target.resource];
    await unit.db.select({ id: table.id }).from(table).where(eq(table.id, target.id)).for("update");
    const [again] = input.refundId
      ? await unit.db.select().from(refunds).where(eq(refunds.id, input.refundId))
      : [];
    if (again) return sameRefundAgain(again, target);
    const amounts = (await paymentAmountsOfRecords(unit.db, target.resource, [target.id])).get(
      target.id,
    );
    if (!amounts?.lastPaidIntent || amounts.paidCents <= 0) {
      throw new HttpProblem(409, "errors:refundNothingPaid");
    }
    const refundable = refundableCentsOf(amounts);
    if (input.amountCents > refundable) {
      throw new HttpProblem(
        409,
        "errors:refundExceedsPayment",
        { refundable: money(refundable, context.language) },
        { amountCents: "refundExceedsPayment" },
      );
    }
    const [row] = await unit.db
      .insert(refunds)
      .values({
        id: input.refundId ?? randomUUID(),
        resource: target.resource,
        recordId: target.id,
        paymentIntentId: amounts.lastPaidIntent,
        amountCents: input.amountCents,
        reason: input.reason,
        requestedById: context.user.id,
        nextAttemptAt: WRITER_FIRST,
      })
      .returning();
    if (!row) throw new Error("refund not stored");
    await recordChange(unit.db, {
      userId: context.user.id,
      action: "create",
      resource: "refund",
      recordId: row.id,
      before: null,
      after: row,
      address: context.address,
    });
    unit.changed({
      resource: target.resource,
      type: "updated",
      id: target.id,
      sellerId: target.sellerId,
    });
    return row;
  });
  return result;
};

export const refundById = async (db: Database, id: string) => {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  if (!row) throw new Error("a refund vanished");
  const [record] = await toRefunds(db, [row]);
  if (!record) throw new Error("a refund vanished");
  return record;
};
