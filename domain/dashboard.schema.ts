import { z } from "zod";
import { eventRequest, order, orderRequest, rentRequest } from "./requests.schema.ts";

/**
 * GET /dashboard: the figures of the landing page. Staff see everything; a seller sees its own
 * orders and order requests, and the rent figures are null for it.
 */
export const dashboardDay = z.object({
  /** YYYY-MM-DD (UTC). */
  date: z.string(),
  orders: z.number().int(),
  orderRequests: z.number().int(),
  rentRequests: z.number().int().nullable(),
  eventRequests: z.number().int().nullable(),
});

export const dashboard = z.object({
  counters: z.object({
    orders: z.number().int(),
    orderRequests: z.number().int(),
    rentRequests: z.number().int().nullable(),
    eventRequests: z.number().int().nullable(),
  }),
  /** The last 30 days, oldest first, every day present (zeros included). */
  perDay: z.array(dashboardDay),
  /** Orders placed this calendar month (UTC), cancelled ones left out. */
  revenueThisMonthCents: z.number().int(),
  latestOrderRequests: z.array(orderRequest),
  /** Null for sellers. */
  latestRentRequests: z.array(rentRequest).nullable(),
  latestEventRequests: z.array(eventRequest).nullable(),
  latestOrders: z.array(order),
});
export type Dashboard = z.infer<typeof dashboard>;
