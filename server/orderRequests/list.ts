import { eq } from "drizzle-orm";
import { z } from "zod";
import { ORDER_REQUEST_STATUSES } from "../../domain/orders.ts";
import { isRequestQuoteExpired } from "../../domain/quote.ts";
import type { OrderRequest } from "../../domain/requests.schema.ts";
import { arrivalColumns } from "../intake/arrivalColumns.ts";
import { loadReferences, referenceExpressions } from "../intake/references.ts";
import {
  defineList,
  isSeller,
  oneOf,
  referencedSort,
  staffSellerFilter,
  timeRange,
} from "../lists/index.ts";
import { products } from "../products/schema.ts";
import {
  PAYMENT_TABLES,
  paymentColumns,
  paymentStateFilter,
  withPayments,
} from "../refunds/listParts.ts";
import { userFullName } from "../users/fullName.ts";
import { users } from "../users/schema.ts";
import { currentQuotes } from "./quotes.ts";
import { orderRequestQuotes, orderRequests } from "./schema.ts";
import { oneOrderRequest, toOrderRequest } from "./service.ts";

const references = referenceExpressions(orderRequests);

/** Order requests: status, createdAtMin/Max, sellerId (staff); `q` over number, customer, product. */
export const orderRequestList = defineList({
  name: "order-requests",
  table: orderRequests,
  sortable: {
    number: orderRequests.number,
    status: orderRequests.status,
    customerName: orderRequests.customerName,
    customerEmail: orderRequests.customerEmail,
    customerPhone: orderRequests.customerPhone,
    product: referencedSort(orderRequests.productId, products, products.nameEn),
    seller: referencedSort(orderRequests.sellerId, users, userFullName),
    sellerId: orderRequests.sellerId,
    quantity: orderRequests.quantity,
    message: orderRequests.messageSortKey,
    createdAt: orderRequests.createdAt,
  },
  defaultSort: "-createdAt",
  keptBetweenWrites: { itemsShow: [products, users, orderRequestQuotes, ...PAYMENT_TABLES] },
  searchable: [
    orderRequests.number,
    orderRequests.customerName,
    orderRequests.customerEmail,
    references.productNamesMatch,
  ],
  filters: {
    status: oneOf(orderRequests.status, z.enum(ORDER_REQUEST_STATUSES, { error: "invalid" })),
    createdAt: timeRange(orderRequests.createdAt),
    paymentState: paymentStateFilter("orderRequests", orderRequests.id),
    sellerId: staffSellerFilter(orderRequests.sellerId),
  },
  scope: (context) => (isSeller(context) ? eq(orderRequests.sellerId, context.user.id) : undefined),
  toItems: async (rows, context) => {
    // One after the other: inside a write's transaction both share one connection.
    const referencesOf = await loadReferences(context.db, rows);
    const quotes = await currentQuotes(
      context.db,
      rows.map((row) => row.id),
    );
    const items = rows.map((row) =>
      toOrderRequest({
        row,
        ...referencesOf(row),
        quote: quotes.get(row.id) ?? null,
        now: context.now,
      }),
    );
    return withPayments(context.db, "orderRequests", items);
  },
  one: (condition, context) => oneOrderRequest(context.db, condition, context.now),
  // A move leaves the quote as it was: expired as read before, while still Quotation sent.
  withRow: (item, row) => ({
    ...item,
    ...toOrderRequest({ row, ...item, now: new Date(0) }),
    quoteExpired: row.status === "quotationSent" && item.quoteExpired,
  }),
  atNow: (item, now) => ({ ...item, quoteExpired: isRequestQuoteExpired(item, now) }),
  columns: [
    ...arrivalColumns<OrderRequest>("orderRequest", 22),
    {
      header: "intake:columns.product",
      value: (item, context) =>
        context.language === "it" ? item.product.nameIt : item.product.nameEn,
      width: 30,
    },
    { header: "intake:columns.seller", value: (item) => item.seller?.fullName, width: 22 },
    { header: "intake:columns.quantity", value: (item) => item.quantity, format: "number" },
    { header: "intake:columns.message", value: (item) => item.message, width: 40 },
    ...paymentColumns<OrderRequest>(),
  ],
});
