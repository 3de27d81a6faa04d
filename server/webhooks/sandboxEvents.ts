import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import Stripe from "stripe";
import type { SandboxEventInput } from "../../domain/webhooks.schema.ts";
import type { App } from "../appInstance.ts";
import { eventRequests } from "../eventRequests/schema.ts";
import { orderRequestQuotes, orderRequests } from "../orderRequests/schema.ts";
import { orders } from "../orders/schema.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { rentRequests } from "../rentRequests/schema.ts";
import { type RentWorkResource, requestOffers } from "../rentWork/schema.ts";
import { type PaidFor, paymentEventPayload } from "./events.ts";
import { type Received, receiveWebhook } from "./receive.ts";

const sandboxId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString("hex")}`;

/** The order's payment intent, made up (and kept) on the order's first sandbox event. */
const paidOrder = async (app: App, orderId: string): Promise<PaidFor> => {
  const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new HttpProblem(404, "errors:notFound");
  const paymentIntentId = order.paymentIntentId ?? sandboxId("pi");
  if (!order.paymentIntentId) {
    await app.db.update(orders).set({ paymentIntentId }).where(eq(orders.id, orderId));
  }
  return { paymentIntentId, amountCents: order.totalCents, productType: "shopOrder" };
};

/** The current quote's payment intent; a request without a quote has nothing to pay (409). */
const paidQuote = async (app: App, requestId: string): Promise<PaidFor> => {
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
  const paymentIntentId = quote.paymentIntentId ?? sandboxId("pi");
  if (!quote.paymentIntentId) {
    await app.db
      .update(orderRequestQuotes)
      .set({ paymentIntentId })
      .where(eq(orderRequestQuotes.id, quote.id));
  }
  return { paymentIntentId, amountCents: quote.totalCents, productType: "orderRequestQuote" };
};

/** The current offer's payment intent (the booking); a request without an offer: 409. */
const paidOffer = async (
  app: App,
  resource: RentWorkResource,
  requestId: string,
): Promise<PaidFor> => {
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
  const paymentIntentId = offer.paymentIntentId ?? sandboxId("pi");
  if (!offer.paymentIntentId) {
    await app.db
      .update(requestOffers)
      .set({ paymentIntentId })
      .where(eq(requestOffers.id, offer.id));
  }
  const productType = resource === "rentRequests" ? "rentBooking" : "eventBooking";
  return { paymentIntentId, amountCents: offer.priceCents, productType };
};

/** What the input names, paid for. */
const paidFor = (app: App, input: SandboxEventInput): Promise<PaidFor> => {
  if (input.orderId) return paidOrder(app, input.orderId);
  if (input.requestId) return paidQuote(app, input.requestId);
  if (input.rentRequestId) return paidOffer(app, "rentRequests", input.rentRequestId);
  return paidOffer(app, "eventRequests", input.eventRequestId ?? "");
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
  const paid = await paidFor(app, input);
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
