import { z } from "zod";
import { optionalText, recordId, requiredInteger, requiredText } from "./fields.schema.ts";
import { ORDER_REQUEST_STATUSES, ORDER_STATUSES, REQUEST_STATUSES } from "./orders.ts";

/**
 * What the marketplace's customer apps send (the public intake calls, docs/product.md#one-system-two-parts) and what the
 * back-office lists show of it. Later issues add the quote, the history and the transitions.
 */

const customer = {
  customerName: requiredText("required", 160),
  customerEmail: z.email({ error: "invalidEmail" }).transform((email) => email.toLowerCase()),
  customerPhone: optionalText(40),
};
const dateTime = z.iso.datetime({ offset: true, error: "invalid" });

export const rentRequestIntake = z.object({
  ...customer,
  /** The rent model asked for, by name until rent models are their own resource. */
  modelName: requiredText("required", 200),
  passengers: requiredInteger("required", { min: 1, max: 500 }),
  cabins: requiredInteger("required", { min: 0, max: 100 }),
  guests: requiredInteger("required", { min: 0, max: 1000 }),
  startLocation: requiredText("required", 200),
  destination: requiredText("required", 200),
  departureAt: dateTime,
  returnAt: dateTime,
  otherRequests: optionalText(2000),
});

export const eventRequestIntake = z.object({
  ...customer,
  /** The event asked about, by name until events are their own resource. */
  eventName: requiredText("required", 200),
  guests: requiredInteger("required", { min: 1, max: 10_000 }),
  eventDate: z.iso.date({ error: "invalid" }),
  message: optionalText(2000),
});

export const orderRequestIntake = z.object({
  ...customer,
  productId: recordId("invalid"),
  quantity: requiredInteger("required", { min: 1, max: 1000 }),
  /** What the customer wants made or changed: the reason a quote is needed. */
  message: optionalText(2000),
});

export const orderIntake = z.object({
  ...customer,
  productId: recordId("invalid"),
  quantity: requiredInteger("required", { min: 1, max: 1000 }),
  couponName: optionalText(40),
  shippingAddress: requiredText("required", 500),
  deliveryDate: z.iso.date({ error: "invalid" }).nullish(),
});

const base = {
  _id: z.string(),
  /** Human number shown in lists and found by Cmd-K. */
  number: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string().nullable(),
  createdAt: z.iso.datetime(),
};
const productRef = z.object({ _id: z.string(), nameEn: z.string(), nameIt: z.string() });
const sellerRef = z.object({ _id: z.string(), fullName: z.string() }).nullable();

export const rentRequest = z.object({
  ...base,
  status: z.enum(REQUEST_STATUSES),
  modelName: z.string(),
  passengers: z.number().int(),
  cabins: z.number().int(),
  guests: z.number().int(),
  startLocation: z.string(),
  destination: z.string(),
  departureAt: z.iso.datetime(),
  returnAt: z.iso.datetime(),
  otherRequests: z.string().nullable(),
});
export type RentRequest = z.infer<typeof rentRequest>;

export const eventRequest = z.object({
  ...base,
  status: z.enum(REQUEST_STATUSES),
  eventName: z.string(),
  guests: z.number().int(),
  eventDate: z.string(),
  message: z.string().nullable(),
});
export type EventRequest = z.infer<typeof eventRequest>;

export const orderRequest = z.object({
  ...base,
  status: z.enum(ORDER_REQUEST_STATUSES),
  product: productRef,
  sellerId: z.string().nullable(),
  seller: sellerRef,
  quantity: z.number().int(),
  message: z.string().nullable(),
});
export type OrderRequest = z.infer<typeof orderRequest>;

export const order = z.object({
  ...base,
  status: z.enum(ORDER_STATUSES),
  product: productRef,
  sellerId: z.string().nullable(),
  seller: sellerRef,
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  couponName: z.string().nullable(),
  shippingAddress: z.string(),
  deliveryDate: z.string().nullable(),
});
export type Order = z.infer<typeof order>;
