import { eq } from "drizzle-orm";
import { z } from "zod";
import { calendarDay } from "../../domain/fields.schema.ts";
import { ORDER_STATUSES } from "../../domain/orders.ts";
import type { Order } from "../../domain/requests.schema.ts";
import { arrivalColumns } from "../intake/arrivalColumns.ts";
import { loadReferences, referenceExpressions } from "../intake/references.ts";
import {
  defineList,
  isSeller,
  oneOf,
  range,
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
import { orders } from "./schema.ts";
import { oneOrder, toOrder } from "./service.ts";

const references = referenceExpressions(orders);

/**
 * Orders (docs/screens.md#fields filters): purchaseDateMin/Max on the purchase time, deliveryDateMin/Max,
 * status, and sellerId for staff; `q` finds a number, a customer or a product name.
 */
export const orderList = defineList({
  name: "orders",
  table: orders,
  sortable: {
    number: orders.number,
    status: orders.status,
    customerName: orders.customerName,
    customerEmail: orders.customerEmail,
    customerPhone: orders.customerPhone,
    product: referencedSort(orders.productId, products, products.nameEn),
    seller: referencedSort(orders.sellerId, users, userFullName),
    sellerId: orders.sellerId,
    quantity: orders.quantity,
    unitPriceCents: orders.unitPriceCents,
    discountCents: orders.discountCents,
    totalCents: orders.totalCents,
    couponName: orders.couponName,
    shippingAddress: orders.shippingAddress,
    deliveryDate: orders.deliveryDate,
    createdAt: orders.createdAt,
  },
  defaultSort: "-createdAt",
  keptBetweenWrites: { itemsShow: [products, users, ...PAYMENT_TABLES] },
  searchable: [
    orders.number,
    orders.customerName,
    orders.customerEmail,
    references.productNamesMatch,
  ],
  filters: {
    status: oneOf(orders.status, z.enum(ORDER_STATUSES, { error: "invalid" })),
    purchaseDate: timeRange(orders.createdAt),
    deliveryDate: range(orders.deliveryDate, calendarDay()),
    sellerId: staffSellerFilter(orders.sellerId),
    paymentState: paymentStateFilter("orders", orders.id),
  },
  scope: (context) => (isSeller(context) ? eq(orders.sellerId, context.user.id) : undefined),
  toItems: async (rows, context) => {
    const referencesOf = await loadReferences(context.db, rows);
    const items = rows.map((row) => toOrder({ row, ...referencesOf(row) }));
    return withPayments(context.db, "orders", items);
  },
  one: (condition, context) => oneOrder(context.db, condition),
  withRow: (item, row) => ({ ...item, ...toOrder({ row, ...item }) }),
  columns: [
    ...arrivalColumns<Order>("order", 22),
    {
      header: "intake:columns.product",
      value: (item, context) =>
        context.language === "it" ? item.product.nameIt : item.product.nameEn,
      width: 30,
    },
    { header: "intake:columns.seller", value: (item) => item.seller?.fullName, width: 22 },
    { header: "intake:columns.quantity", value: (item) => item.quantity, format: "number" },
    { header: "intake:columns.unitPrice", value: (item) => item.unitPriceCents, format: "money" },
    { header: "intake:columns.discount", value: (item) => item.discountCents, format: "money" },
    { header: "intake:columns.total", value: (item) => item.totalCents, format: "money" },
    ...paymentColumns<Order>(),
    { header: "intake:columns.coupon", value: (item) => item.couponName },
    { header: "intake:columns.shippingAddress", value: (item) => item.shippingAddress, width: 36 },
    { header: "intake:columns.deliveryDate", value: (item) => item.deliveryDate, format: "date" },
  ],
});
