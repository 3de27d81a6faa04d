import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { HISTORY_KINDS } from "../../domain/orderWork.schema.ts";
import { users } from "../users/schema.ts";

/**
 * What happened to a record, oldest first (docs/statuses.md#moves): status changes, quote versions
 * sent, offers sent, internal notes. Generic over resources (order requests, orders, rent and
 * event requests), so the record is named by resource and id rather than by a foreign key.
 */
export const historyEntries = pgTable(
  "history_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The resource's Refine name: orderRequests, orders, rentRequests, eventRequests. */
    resource: text("resource").notNull(),
    recordId: uuid("record_id").notNull(),
    kind: text("kind", { enum: HISTORY_KINDS }).notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Null when the customer did it through a customer app (intake). */
    byUserId: uuid("by_user_id").references(() => users.id, { onDelete: "set null" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    note: text("note"),
    /** The quote version a `quote` entry sent (its resource's quote table). */
    quoteId: uuid("quote_id"),
    /** The offer version an `offer` entry sent (request_offers). */
    offerId: uuid("offer_id"),
    /** The payment webhook a `payment` entry records (payment_webhooks). */
    webhookId: uuid("webhook_id"),
    /**
     * The other request of a hold's override (`holdOverride`, `holdOverridden`), same resource;
     * its number kept with it, as numbers are never reused.
     */
    relatedRecordId: uuid("related_record_id"),
    relatedNumber: integer("related_number"),
  },
  (table) => [index("history_entries_record_idx").on(table.resource, table.recordId, table.at)],
);

export type HistoryRow = typeof historyEntries.$inferSelect;
export type NewHistoryEntry = typeof historyEntries.$inferInsert;
