import { asc, desc, eq, inArray } from "drizzle-orm";
import {
  type PaymentProductType,
  RECONCILED_EVENT_TYPES,
  type WebhookError,
  type WebhookStatus,
} from "../../domain/webhooks.ts";
import { historyEntries } from "../history/schema.ts";
import { orderRequestQuotes, orderRequests } from "../orderRequests/schema.ts";
import { orders } from "../orders/schema.ts";
import { requestOffers } from "../rentWork/schema.ts";
import { type PaidFor, paymentEventPayload } from "../webhooks/events.ts";
import { type NewPaymentWebhook, paymentWebhooks } from "../webhooks/schema.ts";
import { pick, type Random, seededRandom } from "./intakeSamples.ts";
import type { Seeder } from "./seeder.ts";

/**
 * The demo's payment webhooks (docs/data.md): paid orders, quotes and bookings (rent and event
 * offers) with their payment (and, for cancelled or returned orders, refund) events on their
 * history, plus unmatched and failed events an administrator can filter for.
 */

const MINUTE_MS = 60 * 1000;
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const REFUNDED = new Set(["cancelledOrder", "returnApproved"]);
const PAID_REQUESTS = ["workingInProcess", "shipped", "completed"] as const;

/** An id shaped like Stripe's: `pi_3Q…`, `evt_1Q…`, `ch_3Q…`. */
const stripeId = (random: Random, prefix: string) =>
  `${prefix}_3Q${Array.from({ length: 22 }, () => pick(random, [...ALPHABET])).join("")}`;

interface Outcome {
  status: WebhookStatus;
  error?: WebhookError;
  orderId?: string;
  orderRequestId?: string;
  rentRequestId?: string;
  eventRequestId?: string;
}

const RECONCILED: readonly string[] = RECONCILED_EVENT_TYPES;

const record = (
  random: Random,
  type: string,
  at: Date,
  paid: PaidFor,
  outcome: Outcome,
  { named = true }: { named?: boolean } = {},
): NewPaymentWebhook => {
  const payload = paymentEventPayload({
    id: stripeId(random, "evt"),
    type,
    at,
    chargeId: stripeId(random, "ch"),
    paid: named ? paid : { ...paid, paymentIntentId: "" },
  });
  const event = JSON.parse(payload) as { id: string; data: { object: { object: string } } };
  return {
    eventId: event.id,
    objectType: event.data.object.object,
    eventType: type,
    status: outcome.status,
    error: outcome.error ?? null,
    externalTransactionId: named ? paid.paymentIntentId : null,
    productType: paid.productType,
    orderId: outcome.orderId ?? null,
    orderRequestId: outcome.orderRequestId ?? null,
    rentRequestId: outcome.rentRequestId ?? null,
    eventRequestId: outcome.eventRequestId ?? null,
    amountCents: RECONCILED.includes(type) ? paid.amountCents : null,
    receivedAt: at,
    payload,
  };
};

export const webhooksSeeder: Seeder = {
  name: "payment webhooks",
  run: async ({ db }) => {
    const random = seededRandom(1214);
    const records: NewPaymentWebhook[] = [];
    const history: (typeof historyEntries.$inferInsert)[] = [];
    const later = (from: Date, minutes: number) => new Date(from.getTime() + minutes * MINUTE_MS);

    const paidOrders = await db.select().from(orders).orderBy(asc(orders.number)).limit(12);
    for (const order of paidOrders) {
      const paid = {
        paymentIntentId: stripeId(random, "pi"),
        amountCents: order.totalCents,
        productType: "shopOrder" as PaymentProductType,
      };
      await db
        .update(orders)
        .set({ paymentIntentId: paid.paymentIntentId })
        .where(eq(orders.id, order.id));
      const events: [string, Date][] = [["payment_intent.succeeded", later(order.createdAt, 1)]];
      if (REFUNDED.has(order.status)) {
        const refundedAt = Math.max(
          later(order.createdAt, 60).getTime(),
          later(order.updatedAt, -5).getTime(),
        );
        events.push(["charge.refunded", new Date(refundedAt)]);
      }
      for (const [type, at] of events) {
        records.push(record(random, type, at, paid, { status: "processed", orderId: order.id }));
      }
    }

    const quoted = await db
      .select({ quote: orderRequestQuotes, requestId: orderRequests.id })
      .from(orderRequestQuotes)
      .innerJoin(orderRequests, eq(orderRequests.id, orderRequestQuotes.orderRequestId))
      .where(inArray(orderRequests.status, PAID_REQUESTS))
      .orderBy(desc(orderRequestQuotes.version), asc(orderRequests.number))
      .limit(5);
    const seenRequests = new Set<string>();
    for (const { quote, requestId } of quoted) {
      if (seenRequests.has(requestId)) continue;
      seenRequests.add(requestId);
      const paid = {
        paymentIntentId: stripeId(random, "pi"),
        amountCents: quote.totalCents,
        productType: "orderRequestQuote" as PaymentProductType,
      };
      await db
        .update(orderRequestQuotes)
        .set({ paymentIntentId: paid.paymentIntentId })
        .where(eq(orderRequestQuotes.id, quote.id));
      records.push(
        record(random, "payment_intent.succeeded", later(quote.sentAt, 90), paid, {
          status: "processed",
          orderRequestId: requestId,
        }),
      );
    }

    const booked = await db
      .select()
      .from(requestOffers)
      .where(eq(requestOffers.version, 1))
      .orderBy(asc(requestOffers.sentAt))
      .limit(6);
    for (const offer of booked) {
      const rent = offer.resource === "rentRequests";
      const paid = {
        paymentIntentId: stripeId(random, "pi"),
        amountCents: offer.priceCents,
        productType: (rent ? "rentBooking" : "eventBooking") as PaymentProductType,
      };
      await db
        .update(requestOffers)
        .set({ paymentIntentId: paid.paymentIntentId })
        .where(eq(requestOffers.id, offer.id));
      records.push(
        record(random, "payment_intent.succeeded", later(offer.sentAt, 240), paid, {
          status: "processed",
          [rent ? "rentRequestId" : "eventRequestId"]: offer.requestId,
        }),
      );
    }

    // What no record matches: bookings paid elsewhere, an event not reconciled, a broken refund.
    const now = new Date();
    const stray = (productType: PaymentProductType, amountCents: number) => ({
      paymentIntentId: stripeId(random, "pi"),
      amountCents,
      productType,
    });
    records.push(
      record(
        random,
        "payment_intent.succeeded",
        later(now, -26 * 60),
        stray("rentBooking", 480_000),
        {
          status: "ignored",
        },
      ),
      record(
        random,
        "payment_intent.succeeded",
        later(now, -7 * 60),
        stray("eventBooking", 65_000),
        {
          status: "ignored",
        },
      ),
      record(random, "payment_intent.processing", later(now, -50), stray("shopOrder", 129_000), {
        status: "ignored",
      }),
      record(
        random,
        "charge.refunded",
        later(now, -12),
        stray("shopOrder", 42_000),
        { status: "failed", error: "missingTransactionId" },
        { named: false },
      ),
    );

    const stored = await db.insert(paymentWebhooks).values(records).returning();
    for (const webhook of stored) {
      const matched = (
        [
          ["orders", webhook.orderId],
          ["orderRequests", webhook.orderRequestId],
          ["rentRequests", webhook.rentRequestId],
          ["eventRequests", webhook.eventRequestId],
        ] as const
      ).find(([, id]) => id);
      if (!matched?.[1] || webhook.status !== "processed") continue;
      history.push({
        resource: matched[0],
        recordId: matched[1],
        kind: "payment",
        at: webhook.receivedAt,
        webhookId: webhook.id,
      });
    }
    if (history.length) await db.insert(historyEntries).values(history);
    return stored.length;
  },
};
