import { bigint, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { PAYABLE_RESOURCES, REFUND_STATES } from "../../domain/payments.ts";
import { users } from "../users/schema.ts";

/**
 * Refunds administrators asked for (docs/api.md#refunds). The row is written in the request's
 * unit of work; the provider is asked after commit, with the row's id as idempotency key, and
 * asked again with the same key until it answers (the delivery's columns), so one refund is
 * refunded once however many times it is sent. `charge.refunded` settles it.
 */
export const refunds = pgTable(
  "refunds",
  {
    /** Ours, made before the provider hears of it: the idempotency key of every try. */
    id: uuid("id").primaryKey(),
    /** The refunded record: a Refine resource name and its id. */
    resource: text("resource", { enum: PAYABLE_RESOURCES }).notNull(),
    recordId: uuid("record_id").notNull(),
    paymentIntentId: text("payment_intent_id").notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    reason: text("reason").notNull(),
    state: text("state", { enum: REFUND_STATES }).notNull().default("pending"),
    providerMessage: text("provider_message"),
    /** The provider's refund (`re_…`), once it accepted the request. */
    providerRefundId: text("provider_refund_id"),
    requestedById: uuid("requested_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the provider took the request; null while it is still to be sent. */
    requestedAt: timestamp("requested_at", { withTimezone: true }),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    /** Delivery to the provider: tries so far, the next one, and the instance holding the row. */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    claimedBy: text("claimed_by"),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
  },
  (table) => [
    index("refunds_record_idx").on(table.resource, table.recordId),
    index("refunds_payment_intent_idx").on(table.paymentIntentId),
    index("refunds_due_idx").on(table.state, table.nextAttemptAt),
  ],
);

export type RefundRow = typeof refunds.$inferSelect;
