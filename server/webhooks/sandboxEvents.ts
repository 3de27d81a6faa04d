import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import Stripe from "stripe";
import type { SandboxEventInput } from "../../domain/webhooks.schema.ts";
import type { ReconciledEventType } from "../../domain/webhooks.ts";
import type { App } from "../appInstance.ts";
import { eventRequests } from "../eventRequests/schema.ts";
import { orderRequestQuotes, orderRequests } from "../orderRequests/schema.ts";
import { orders } from "../orders/schema.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { rentRequests } from "../rentRequests/schema.ts";
import { type RentWorkResource, requestOffers } from "../rentWork/schema.ts";
import { type PaidFor, paymentEventPayload } from "./events.ts";
import { type Received, receiveWebhook } from "./receive.ts";
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
const paidOrder = async (app: App, orderId: string): Promise<Payable> => {
  const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new HttpProblem(404, "errors:notFound");
  return {
    ...intentOf(order.paymentIntentId, (paymentIntentId) =>
      app.db.update(orders).set({ paymentIntentId }).where(eq(orders.id, orderId)),
    ),
    amountCents: order.totalCents,
    productType: "shopOrder",
  };
};

/** The current quote's payment intent; a request without a quote has nothing to pay (409). */
const paidQuote = async (app: App, requestId: string): Promise<Payable> => {
  const [request] = await app.db
    .select({ id: orderRequests.id })
    .from(orderRequests)
    .where(eq(orderRequests.id, requestId));
  if (!request) throw new HttpProblem(404, "errors:notFound");
  const [quote] = await app.db
    .select()
    .from(orderRequestQuotes)
    .where(eq(orderRequestQuotes.orderRequestId, requestId))
    .orderBy(desc(orderRequestQuotes.version))
    .limit(1);
  if (!quote) throw new HttpProblem(409, "errors:sandboxNoQuote");
  return {
    ...intentOf(quote.paymentIntentId, (paymentIntentId) =>
      app.db
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
  app: App,
  resource: RentWorkResource,
  requestId: string,
): Promise<Payable> => {
  const table = resource === "rentRequests" ? rentRequests : eventRequests;
  const [request] = await app.db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.id, requestId));
  if (!request) throw new HttpProblem(404, "errors:notFound");
  const [offer] = await app.db
    .select()
    .from(requestOffers)
    .where(and(eq(requestOffers.resource, resource), eq(requestOffers.requestId, requestId)))
    .orderBy(desc(requestOffers.version))
    .limit(1);
  if (!offer) throw new HttpProblem(409, "errors:sandboxNoOffer");
  return {
    ...intentOf(offer.paymentIntentId, (paymentIntentId) =>
      app.db.update(requestOffers).set({ paymentIntentId }).where(eq(requestOffers.id, offer.id)),
    ),
    amountCents: offer.priceCents,
    productType: resource === "rentRequests" ? "rentBooking" : "eventBooking",
  };
};

/** What the input names, paid for. */
const paidFor = (app: App, input: SandboxEventInput): Promise<Payable> => {
  if (input.orderId) return paidOrder(app, input.orderId);
  if (input.requestId) return paidQuote(app, input.requestId);
  if (input.rentRequestId) return paidOffer(app, "rentRequests", input.rentRequestId);
  return paidOffer(app, "eventRequests", input.eventRequestId ?? "");
};

/**
 * What a provider says of one payment intent, in turn: it succeeds once, and is refunded once,
 * after it succeeded. The sandbox keeps to that, as Stripe does: a second payment or a refund of
 * nothing paid would put on the record's history what no provider would ever send (409).
 */
const refuseOutOfTurn = async (app: App, paymentIntentId: string, type: ReconciledEventType) => {
  const said = await app.db
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
 * Stripe's, with the configured webhook secret, and received through the same verification.
 */
export const sendSandboxEvent = async (
  app: App,
  secret: string,
  input: SandboxEventInput,
): Promise<Received> => {
  const { keep, ...paid } = await paidFor(app, input);
  await refuseOutOfTurn(app, paid.paymentIntentId, input.type);
  await keep?.();
  const payload = paymentEventPayload({
    id: sandboxId("evt"),
    type: input.type,
    at: app.now(),
    chargeId: sandboxId("ch"),
    paid,
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: Math.floor(app.now().getTime() / 1000),
  });
  return receiveWebhook(app, { body: Buffer.from(payload), signature, secret });
};
