import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { money } from "../mail/customerMail.ts";
import { queueMail } from "../outbox/queue.ts";
import { type PaymentWebhookRow, paymentWebhooks } from "../webhooks/schema.ts";
import type { UnitOfWork } from "../writes/unitOfWork.ts";
import { PAYABLE } from "./records.ts";
import { type RefundRow, refunds } from "./schema.ts";

/**
 * The pending refunds of the intent a `charge.refunded` settles: the ones it names (our id in
 * each refund's metadata), else, oldest first, those the charge's new refunded total covers.
 */
const settledBy = async (
  db: Database,
  event: { webhook: PaymentWebhookRow; paymentIntentId: string; refundIds: string[] },
): Promise<RefundRow[]> => {
  const pending = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.paymentIntentId, event.paymentIntentId), eq(refunds.state, "pending")))
    .orderBy(asc(refunds.createdAt))
    .for("update");
  if (event.refundIds.length) return pending.filter((row) => event.refundIds.includes(row.id));
  const settled = await db
    .select({ amountCents: refunds.amountCents })
    .from(refunds)
    .where(and(eq(refunds.paymentIntentId, event.paymentIntentId), eq(refunds.state, "refunded")));
  let covered =
    (event.webhook.amountCents ?? 0) - settled.reduce((sum, row) => sum + row.amountCents, 0);
  return pending.filter((row) => {
    if (row.amountCents > covered) return false;
    covered -= row.amountCents;
    return true;
  });
};

/** The customer of the refunded record, told in their language (queued in the settling unit). */
const mailRefund = async (unit: UnitOfWork, refund: RefundRow) => {
  const { table } = PAYABLE[refund.resource];
  const [customer] = await unit.db
    .select({
      number: table.number,
      name: table.customerName,
      email: table.customerEmail,
      language: table.customerLanguage,
    })
    .from(table)
    .where(eq(table.id, refund.recordId));
  if (!customer) return;
  await queueMail(unit, {
    to: customer.email,
    language: customer.language,
    record: { resource: refund.resource, id: refund.recordId },
    name: "refund",
    vars: {
      name: customer.name,
      number: customer.number,
      amount: money(refund.amountCents, customer.language),
    },
  });
};

/**
 * A reconciled `charge.refunded` settles our refunds of its intent (docs/api.md#refunds): each
 * becomes Refunded, the stored event names the one it settled, and the customer's mail is queued,
 * all in the webhook's unit of work.
 */
export const settleRefunds = async (
  unit: UnitOfWork,
  event: { webhook: PaymentWebhookRow; paymentIntentId: string; refundIds: string[] },
): Promise<string | null> => {
  const settled = await settledBy(unit.db, event);
  const first = settled[0];
  if (!first) return null;
  await unit.db
    .update(refunds)
    .set({ state: "refunded", settledAt: event.webhook.receivedAt })
    .where(
      inArray(
        refunds.id,
        settled.map((row) => row.id),
      ),
    );
  await unit.db
    .update(paymentWebhooks)
    .set({ refundId: first.id })
    .where(eq(paymentWebhooks.id, event.webhook.id));
  for (const refund of settled) await mailRefund(unit, refund);
  return first.id;
};

/**
 * A reconciled `refund.failed` (docs/api.md#refunds): our refund it names, while still pending,
 * turns Failed with the provider's reason, and the stored event names it. One already settled is
 * left as it is: its charge's refunded total is what the payment state reads.
 */
export const failRefund = async (
  unit: UnitOfWork,
  event: { webhook: PaymentWebhookRow; refundId: string | null; message: string | null },
): Promise<string | null> => {
  if (!event.refundId) return null;
  const [failed] = await unit.db
    .update(refunds)
    .set({
      state: "failed",
      providerMessage: event.message ?? "refund.failed",
      settledAt: event.webhook.receivedAt,
    })
    .where(and(eq(refunds.id, event.refundId), eq(refunds.state, "pending")))
    .returning({ id: refunds.id });
  if (!failed) return null;
  await unit.db
    .update(paymentWebhooks)
    .set({ refundId: failed.id })
    .where(eq(paymentWebhooks.id, event.webhook.id));
  return failed.id;
};
