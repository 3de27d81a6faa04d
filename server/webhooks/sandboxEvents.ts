import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import Stripe from "stripe";
import type { SandboxEventInput } from "../../domain/webhooks.schema.ts";
import type { ReconciledEventType } from "../../domain/webhooks.ts";
import type { App } from "../appInstance.ts";
import type { Database } from "../db/client.ts";
import { eventRequests } from "../eventRequests/schema.ts";
import { orderRequestQuotes, orderRequests } from "../orderRequests/schema.ts";
import { orders } from "../orders/schema.ts";
import { PaymentProviderError } from "../payments/provider.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { rentRequests } from "../rentRequests/schema.ts";
import { type RentWorkResource, requestOffers } from "../rentWork/schema.ts";
import { appWriter, unitOfWork, type Writer } from "../writes/unitOfWork.ts";
import { type PaidFor, paymentEventPayload } from "./events.ts";
import { type Received, storeWebhook, verifiedEvent } from "./receive.ts";
import { paymentWebhooks } from "./schema.ts";

const sandboxId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString("hex")}`;

/**
 * What an event pays, with the payment intent made up for a record that has none yet: `keep`
 * stores it on the record, once the event is known to be sent (a refused one changes nothing).
 */
interface Payable extends PaidFor {
  keep?: () => Promise<unknown>;
}

/** The record's payment intent, or a new one for `keep` to store with `store`. */
const intentOf = (current: string | null, store: (paymentIntentId: string) => Promise<unknown>) => {
  if (current) return { paymentIntentId: current };
  const paymentIntentId = sandboxId("pi");
  return { paymentIntentId, keep: () => store(paymentIntentId) };
};

/** The order's payment intent, made up (and kept) on the order's first sandbox event. */
const paidOrder = async (tx: Database, orderId: string): Promise<Payable> => {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order) throw new HttpProblem(404, "errors:notFound");
  return {
    ...intentOf(order.paymentIntentId, (paymentIntentId) =>
      tx.update(orders).set({ paymentIntentId }).where(eq(orders.id, orderId)),
    ),
    amountCents: order.totalCents,
    productType: "shopOrder",
  };
};

/** The current quote's payment intent; a request without a quote has nothing to pay (409). */
const paidQuote = async (tx: Database, requestId: string): Promise<Payable> => {
  const [request] = await tx
    .select({ id: orderRequests.id })
    .from(orderRequests)
    .where(eq(orderRequests.id, requestId))
    .for("update");
  if (!request) throw new HttpProblem(404, "errors:notFound");
  const [quote] = await tx
    .select()
    .from(orderRequestQuotes)
    .where(eq(orderRequestQuotes.orderRequestId, requestId))
    .orderBy(desc(orderRequestQuotes.version))
    .limit(1);
  if (!quote) throw new HttpProblem(409, "errors:sandboxNoQuote");
  return {
    ...intentOf(quote.paymentIntentId, (paymentIntentId) =>
      tx
        .update(orderRequestQuotes)
        .set({ paymentIntentId })
        .where(eq(orderRequestQuotes.id, quote.id)),
    ),
    amountCents: quote.totalCents,
    productType: "orderRequestQuote",
  };
};

/** The current offer's payment intent (the booking); a request without an offer: 409. */
const paidOffer = async (
  tx: Database,
  resource: RentWorkResource,
  requestId: string,
): Promise<Payable> => {
  const table = resource === "rentRequests" ? rentRequests : eventRequests;
  const [request] = await tx
    .select({ id: table.id })
    .from(table)
    .where(eq(table.id, requestId))
    .for("update");
  if (!request) throw new HttpProblem(404, "errors:notFound");
  const [offer] = await tx
    .select()
    .from(requestOffers)
    .where(and(eq(requestOffers.resource, resource), eq(requestOffers.requestId, requestId)))
    .orderBy(desc(requestOffers.version))
    .limit(1);
  if (!offer) throw new HttpProblem(409, "errors:sandboxNoOffer");
  return {
    ...intentOf(offer.paymentIntentId, (paymentIntentId) =>
      tx.update(requestOffers).set({ paymentIntentId }).where(eq(requestOffers.id, offer.id)),
    ),
    amountCents: offer.priceCents,
    productType: resource === "rentRequests" ? "rentBooking" : "eventBooking",
  };
};

/**
 * What the input names, paid for, its record locked until `tx` ends: a second event for the same
 * record waits for the first to be stored, and then finds it (two clicks on "Pay" pay once).
 */
const paidFor = (tx: Database, input: SandboxEventInput): Promise<Payable> => {
  if (input.orderId) return paidOrder(tx, input.orderId);
  if (input.requestId) return paidQuote(tx, input.requestId);
  if (input.rentRequestId) return paidOffer(tx, "rentRequests", input.rentRequestId);
  return paidOffer(tx, "eventRequests", input.eventRequestId ?? "");
};

/**
 * What a provider says of one payment intent, in turn: it succeeds once, and is refunded once,
 * after it succeeded. The sandbox keeps to that, as Stripe does: a second payment or a refund of
 * nothing paid would put on the record's history what no provider would ever send (409).
 */
const refuseOutOfTurn = async (
  tx: Database,
  paymentIntentId: string,
  type: ReconciledEventType,
) => {
  const said = await tx
    .select({ eventType: paymentWebhooks.eventType })
    .from(paymentWebhooks)
    .where(
      and(
        eq(paymentWebhooks.externalTransactionId, paymentIntentId),
        eq(paymentWebhooks.status, "processed"),
      ),
    );
  const already = new Set(said.map((event) => event.eventType));
  if (already.has(type)) {
    throw new HttpProblem(
      409,
      type === "charge.refunded" ? "errors:sandboxAlreadyRefunded" : "errors:sandboxAlreadyPaid",
    );
  }
  if (type === "charge.refunded" && !already.has("payment_intent.succeeded")) {
    throw new HttpProblem(409, "errors:sandboxNotPaid");
  }
};

/**
 * The sandbox provider's own event (docs/api.md#payment-webhooks): shaped and signed like
 * Stripe's, with the configured webhook secret, verified and stored as a provider's would be, in
 * one unit of work with the payment intent it made up.
 */
export const sendSandboxEvent = async (
  app: App,
  writer: Writer,
  secret: string,
  input: SandboxEventInput,
): Promise<Received> => {
  const { result } = await unitOfWork(writer, async (unit) => {
    const { db: tx } = unit;
    const { keep, ...paid } = await paidFor(tx, input);
    await refuseOutOfTurn(tx, paid.paymentIntentId, input.type);
    await keep?.();
    const body = Buffer.from(
      paymentEventPayload({
        id: sandboxId("evt"),
        type: input.type,
        at: app.now(),
        chargeId: sandboxId("ch"),
        paid,
      }),
    );
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: body.toString("utf8"),
      secret,
      timestamp: Math.floor(app.now().getTime() / 1000),
    });
    return storeWebhook(app, unit, verifiedEvent(app, { body, signature, secret }), body);
  });
  return result;
};

/** The sandbox's refund of ours: one per refund id, whatever the number of tries. */
const sandboxRefundId = (refundId: string) => `re_sandbox_${refundId.replaceAll("-", "")}`;

/**
 * The sandbox provider's refund (server/payments/sandbox.ts): its `charge.refunded`, signed and
 * verified like Stripe's, carrying the charge's refunded total and our refund's id, received in
 * one unit of work. The intent's payment event is locked meanwhile, so two refunds of one intent
 * add up; a refund asked again (the same idempotency key) is answered and not sent twice.
 */
export const sendSandboxRefund = async (
  app: App,
  secret: string,
  request: { refundId: string; paymentIntentId: string; amountCents: number },
): Promise<{ providerRefundId: string }> => {
  const providerRefundId = sandboxRefundId(request.refundId);
  await unitOfWork(appWriter(app), async (unit) => {
    const { db: tx } = unit;
    const [payment] = await tx
      .select()
      .from(paymentWebhooks)
      .where(
        and(
          eq(paymentWebhooks.externalTransactionId, request.paymentIntentId),
          eq(paymentWebhooks.eventType, "payment_intent.succeeded"),
          eq(paymentWebhooks.status, "processed"),
        ),
      )
      .limit(1)
      .for("update");
    if (!payment?.productType) throw new PaymentProviderError("No such payment in the sandbox");
    const refunds = await tx
      .select({ refundId: paymentWebhooks.refundId, amountCents: paymentWebhooks.amountCents })
      .from(paymentWebhooks)
      .where(
        and(
          eq(paymentWebhooks.externalTransactionId, request.paymentIntentId),
          eq(paymentWebhooks.eventType, "charge.refunded"),
        ),
      );
    if (refunds.some((refund) => refund.refundId === request.refundId)) return;
    const before = Math.max(0, ...refunds.map((refund) => refund.amountCents ?? 0));
    const paid = {
      paymentIntentId: request.paymentIntentId,
      amountCents: payment.amountCents ?? 0,
      productType: payment.productType,
    };
    if (before + request.amountCents > paid.amountCents) {
      throw new PaymentProviderError("The refund exceeds what the charge has left");
    }
    const body = Buffer.from(
      paymentEventPayload({
        id: sandboxId("evt"),
        type: "charge.refunded",
        at: app.now(),
        chargeId: `ch_sandbox_${request.paymentIntentId}`,
        paid,
        refund: {
          providerRefundId,
          refundId: request.refundId,
          amountCents: request.amountCents,
          totalCents: before + request.amountCents,
        },
      }),
    );
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: body.toString("utf8"),
      secret,
      timestamp: Math.floor(app.now().getTime() / 1000),
    });
    await storeWebhook(app, unit, verifiedEvent(app, { body, signature, secret }), body);
  });
  return { providerRefundId };
};
