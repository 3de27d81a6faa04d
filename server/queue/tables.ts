import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { QueueResource } from "../../domain/queue.ts";
import { accountDeletionRequests } from "../deletionRequests/schema.ts";
import { eventRequests } from "../eventRequests/schema.ts";
import { orderRequests } from "../orderRequests/schema.ts";
import { orders } from "../orders/schema.ts";
import { rentRequests } from "../rentRequests/schema.ts";

/** What the queue reads of each waiting resource's table. */
export interface QueueTable {
  table: PgTable;
  id: PgColumn;
  number: PgColumn;
  status: PgColumn;
  version: PgColumn;
  /** Who is waiting: the customer, or the person asking to be deleted. */
  customerName: PgColumn;
  /** The owning seller (shop line); the rent line's and deletion requests have none. */
  sellerId?: PgColumn;
  assigneeId: PgColumn;
  createdAt: PgColumn;
  /** Order requests: when a payment came without stock (docs/stock.md#quote-holds). */
  paidWithoutStockAt?: PgColumn;
}

const shopTable = (table: typeof orderRequests | typeof orders): QueueTable => ({
  table,
  id: table.id,
  number: table.number,
  status: table.status,
  version: table.version,
  customerName: table.customerName,
  sellerId: table.sellerId,
  assigneeId: table.assigneeId,
  createdAt: table.createdAt,
});

const rentTable = (table: typeof rentRequests | typeof eventRequests): QueueTable => ({
  table,
  id: table.id,
  number: table.number,
  status: table.status,
  version: table.version,
  customerName: table.customerName,
  assigneeId: table.assigneeId,
  createdAt: table.createdAt,
});

export const QUEUE_TABLES: Record<QueueResource, QueueTable> = {
  orderRequests: {
    ...shopTable(orderRequests),
    paidWithoutStockAt: orderRequests.paidWithoutStockAt,
  },
  orders: shopTable(orders),
  rentRequests: rentTable(rentRequests),
  eventRequests: rentTable(eventRequests),
  deletionRequests: {
    table: accountDeletionRequests,
    id: accountDeletionRequests.id,
    number: accountDeletionRequests.number,
    status: accountDeletionRequests.status,
    version: accountDeletionRequests.version,
    customerName: accountDeletionRequests.requesterName,
    assigneeId: accountDeletionRequests.assigneeId,
    createdAt: accountDeletionRequests.createdAt,
  },
};
