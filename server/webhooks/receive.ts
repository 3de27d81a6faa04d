import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { z } from "zod";
import {
  HANDLED_EVENT_TYPES,
  PAYMENT_PRODUCT_TYPES,
  type PaymentProductType,
  REFUND_FAILED_EVENT,
  WEBHOOK_TOLERANCE_SECONDS,
  type WebhookError,
  type WebhookStatus,
} from "../../domain/webhooks.ts";
import type { App } from "../appInstance.ts";
import type { Database } from "../db/client.ts";
import { addHistoryEntry } from "../history/service.ts";
import { quotePaid } from "../orderRequests/holds.ts";
import { orderRequestQuotes, orderRequests } from "../orderRequests/schema.ts";
import { orders } from "../orders/schema.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { failRefund, settleRefunds } from "../refunds/settle.ts";
import { type RentWorkResource, requestOffers } from "../rentWork/schema.ts";
import { appWriter, type UnitOfWork, unitOfWork } from "../writes/unitOfWork.ts";
import { type PaymentWebhookRow, paymentWebhooks } from "./schema.ts";

/** The part of a provider event the back-office reads; the rest stays in the stored payload. */
const providerEvent = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({
    object: z.looseObject({
      id: z.string().optional(),
      object: z.string().optional(),
      payment_intent: z.unknown().optional(),
      metadata: z.record(z.string(), z.unknown()).nullish(),
    }),
  }),
});
export type ProviderEvent = z.infer<typeof providerEvent>;

/** A webhook as it arrived: the raw body, its `Stripe-Signature` header and the secret to check it with. */
export interface Delivery {
  body: Buffer;
  signature: string | undefined;
  secret: string;
}

/**
 * Signature first (docs/api.md#payment-webhooks), then the event's shape: nothing is stored unless
 * both hold.
 */
export const verifiedEvent = (app: App, delivery: Delivery): ProviderEvent => {
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(
      delivery.body,
      delivery.signature ?? "",
      delivery.secret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      app.now().getTime(),
    );
  } catch (error) {
    if (error instanceof SyntaxError) throw new HttpProblem(400, "errors:webhookPayloadInvalid");
    throw new HttpProblem(400, "errors:webhookSignatureInvalid");
  }
  const parsed = providerEvent.safeParse(event);
  if (!parsed.success) throw new HttpProblem(400, "errors:webhookPayloadInvalid");
  return parsed.data;
};

/** The payment intent the event is about: the intent itself, or the one a charge belongs to. */
const transactionIdOf = ({ data: { object } }: ProviderEvent) => {
  if (object.object === "payment_intent") return object.id ?? null;
  return typeof object.payment_intent === "string" ? object.payment_intent : null;
};

const centsIn = (value: unknown) =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : null;

/** What a payment received, or the charge's refunded total so far (each `charge.refunded` says it). */
const amountOf = ({ type, data: { object } }: ProviderEvent) => {
  if (type === "charge.refunded") return centsIn(object.amount_refunded);
  if (type === "payment_intent.succeeded") {
    return centsIn(object.amount_received) ?? centsIn(object.amount);
  }
  return null;
};

/** Our refund a `refund.failed` is about (its `metadata.refundId`), and the provider's reason. */
const failedRefundOf = ({ data: { object } }: ProviderEvent) => {
  const id = object.metadata?.refundId;
  const reason = object.failure_reason;
  return {
    refundId: typeof id === "string" && z.uuid().safeParse(id).success ? id : null,
    message: typeof reason === "string" ? reason.slice(0, 500) : null,
  };
};

/** Our refunds' ids a `charge.refunded` names (`metadata.refundId` of the charge's refunds). */
const refundIdsOf = ({ data: { object } }: ProviderEvent): string[] => {
  const list = object.refunds as { data?: unknown } | null | undefined;
  const refunds = Array.isArray(list?.data) ? (list.data as unknown[]) : [];
  return refunds.flatMap((refund) => {
    const id = (refund as { metadata?: { refundId?: unknown } } | null)?.metadata?.refundId;
    return typeof id === "string" && z.uuid().safeParse(id).success ? [id] : [];
  });
};

const productTypeOf = ({ data: { object } }: ProviderEvent) => {
  const named = object.metadata?.productType;
  return PAYMENT_PRODUCT_TYPES.find((type) => type === named) ?? null;
};

/** The record a payment was for, named as its history and live channel name it. */
interface Match {
  productType: PaymentProductType;
  resource: "orders" | "orderRequests" | RentWorkResource;
  recordId: string;
  sellerId: string | null;
}

const BOOKING_TYPES: Record<RentWorkResource, PaymentProductType> = {
  rentRequests: "rentBooking",
  eventRequests: "eventBooking",
};

/** The record's column on the stored webhook. */
const MATCH_COLUMNS = {
  orders: "orderId",
  orderRequests: "orderRequestId",
  rentRequests: "rentRequestId",
  eventRequests: "eventRequestId",
} as const;

/** The order, the order request whose quote or the rent or event request whose offer it paid. */
const matchOf = async (db: Database, transactionId: string): Promise<Match | undefined> => {
  const [order] = await db
    .select({ id: orders.id, sellerId: orders.sellerId })
    .from(orders)
    .where(eq(orders.paymentIntentId, transactionId));
  if (order) {
    return {
      productType: "shopOrder",
      resource: "orders",
      recordId: order.id,
      sellerId: order.sellerId,
    };
  }
  const [quoted] = await db
    .select({ id: orderRequests.id, sellerId: orderRequests.sellerId })
    .from(orderRequestQuotes)
    .innerJoin(orderRequests, eq(orderRequests.id, orderRequestQuotes.orderRequestId))
    .where(eq(orderRequestQuotes.paymentIntentId, transactionId));
  if (quoted) {
    return {
      productType: "orderRequestQuote",
      resource: "orderRequests",
      recordId: quoted.id,
      sellerId: quoted.sellerId,
    };
  }
  const [offer] = await db
    .select({ resource: requestOffers.resource, requestId: requestOffers.requestId })
    .from(requestOffers)
    .where(eq(requestOffers.paymentIntentId, transactionId));
  if (!offer) return undefined;
  return {
    productType: BOOKING_TYPES[offer.resource],
    resource: offer.resource,
    recordId: offer.requestId,
    sellerId: null,
  };
};

const isReconciled = (type: string) => (HANDLED_EVENT_TYPES as readonly string[]).includes(type);

const outcomeOf = (
  event: ProviderEvent,
  transactionId: string | null,
  match: Match | undefined,
): { status: WebhookStatus; error: WebhookError | null } => {
  if (!isReconciled(event.type)) return { status: "ignored", error: null };
  if (!transactionId) return { status: "failed", error: "missingTransactionId" };
  return { status: match ? "processed" : "ignored", error: null };
};

export interface Received {
  record: PaymentWebhookRow;
  /** The event id was stored already: nothing changed. */
  replayed: boolean;
}

/**
 * A verified event stored once per event id in the unit of work and, for a payment or a refund
 * of a known order, quote or booking, written on that record's history in it; a quote's payment
 * also turns its hold into a sale (docs/stock.md#quote-holds). Once committed,
 * the webhooks list and the paid record's screens read it again. A replayed event answers the
 * stored record and changes nothing.
 */
export const storeWebhook = async (
  app: App,
  unit: UnitOfWork,
  event: ProviderEvent,
  body: Buffer,
): Promise<Received> => {
  const { db: tx } = unit;
  const transactionId = transactionIdOf(event);
  const match = transactionId ? await matchOf(tx, transactionId) : undefined;
  const outcome = outcomeOf(event, transactionId, match);
  const [stored] = await tx
    .insert(paymentWebhooks)
    .values({
      eventId: event.id,
      objectType: event.data.object.object ?? null,
      eventType: event.type,
      ...outcome,
      externalTransactionId: transactionId,
      productType: match?.productType ?? productTypeOf(event),
      amountCents: amountOf(event),
      ...(match ? { [MATCH_COLUMNS[match.resource]]: match.recordId } : {}),
      receivedAt: app.now(),
      payload: body.toString("utf8"),
    })
    .onConflictDoNothing({ target: paymentWebhooks.eventId })
    .returning();
  if (!stored) {
    const [existing] = await tx
      .select()
      .from(paymentWebhooks)
      .where(eq(paymentWebhooks.eventId, event.id));
    if (!existing) throw new Error("A replayed webhook vanished");
    return { record: existing, replayed: true };
  }
  unit.changed({ resource: "webhooks", type: "created", id: stored.id });
  if (match && outcome.status === "processed") {
    if (event.type === "charge.refunded" && transactionId) {
      stored.refundId = await settleRefunds(unit, {
        webhook: stored,
        paymentIntentId: transactionId,
        refundIds: refundIdsOf(event),
      });
    }
    if (event.type === REFUND_FAILED_EVENT) {
      stored.refundId = await failRefund(unit, { webhook: stored, ...failedRefundOf(event) });
    }
    if (event.type === "payment_intent.succeeded" && match.resource === "orderRequests") {
      await quotePaid(unit, match.recordId, stored.receivedAt);
    }
    await addHistoryEntry(tx, {
      resource: match.resource,
      recordId: match.recordId,
      kind: "payment",
      at: stored.receivedAt,
      webhookId: stored.id,
    });
    unit.changed({
      resource: match.resource,
      type: "updated",
      id: match.recordId,
      sellerId: match.sellerId,
    });
  }
  return { record: stored, replayed: false };
};

/** A provider's webhook (docs/api.md#payment-webhooks): verified, then stored in one unit of work. */
export const receiveWebhook = async (app: App, delivery: Delivery): Promise<Received> => {
  const event = verifiedEvent(app, delivery);
  const { result } = await unitOfWork(appWriter(app), (unit) =>
    storeWebhook(app, unit, event, delivery.body),
  );
  return result;
};
