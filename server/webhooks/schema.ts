import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { PAYMENT_PRODUCT_TYPES, WEBHOOK_ERRORS, WEBHOOK_STATUSES } from "../../domain/webhooks.ts";
import { eventRequests } from "../eventRequests/schema.ts";
import { orderRequests } from "../orderRequests/schema.ts";
import { orders } from "../orders/schema.ts";
import { refunds } from "../refunds/schema.ts";
import { rentRequests } from "../rentRequests/schema.ts";

/**
 * Payment events the provider sent (docs/api.md#payment-webhooks), stored only once their
 * signature is verified, once per event id, with the order, order request (its quote) or rent or
 * event request (its offer: the booking) they were matched to.
 */
export const paymentWebhooks = pgTable(
  "payment_webhooks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The provider's event id (`evt_…`). */
    eventId: text("event_id").notNull(),
    /** The event's object type: `payment_intent`, `charge`. */
    objectType: text("object_type"),
    eventType: text("event_type").notNull(),
    status: text("status", { enum: WEBHOOK_STATUSES }).notNull(),
    error: text("error", { enum: WEBHOOK_ERRORS }),
    externalTransactionId: text("external_transaction_id"),
    productType: text("product_type", { enum: PAYMENT_PRODUCT_TYPES }),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    orderRequestId: uuid("order_request_id").references(() => orderRequests.id, {
      onDelete: "set null",
    }),
    rentRequestId: uuid("rent_request_id").references(() => rentRequests.id, {
      onDelete: "set null",
    }),
    eventRequestId: uuid("event_request_id").references(() => eventRequests.id, {
      onDelete: "set null",
    }),
    /**
     * The money the event names, in cents: what a `payment_intent.succeeded` received, and for
     * `charge.refunded` the charge's refunded total so far (Stripe's `amount_refunded`).
     */
    amountCents: bigint("amount_cents", { mode: "number" }),
    /** The refund of ours a `charge.refunded` settled. */
    refundId: uuid("refund_id").references(() => refunds.id, { onDelete: "set null" }),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /** The body exactly as received and verified. */
    payload: text("payload").notNull(),
  },
  (table) => [
    uniqueIndex("payment_webhooks_event_id_unique").on(table.eventId),
    index("payment_webhooks_received_at_idx").on(table.receivedAt),
    index("payment_webhooks_order_id_idx").on(table.orderId),
    index("payment_webhooks_order_request_id_idx").on(table.orderRequestId),
    index("payment_webhooks_rent_request_id_idx").on(table.rentRequestId),
    index("payment_webhooks_event_request_id_idx").on(table.eventRequestId),
    index("payment_webhooks_transaction_idx").on(table.externalTransactionId),
  ],
);

export type PaymentWebhookRow = typeof paymentWebhooks.$inferSelect;
export type NewPaymentWebhook = typeof paymentWebhooks.$inferInsert;
