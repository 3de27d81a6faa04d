import { z } from "zod";
import { eventRef } from "./events.schema.ts";
import {
  calendarDay,
  instantField,
  optionalText,
  recordId,
  requiredInteger,
  requiredText,
} from "./fields.schema.ts";
import { DEFAULT_LANGUAGE, LANGUAGES } from "./languages.ts";
import { ORDER_REQUEST_STATUSES, ORDER_STATUSES } from "./orders.ts";
import { quote } from "./orderWork.schema.ts";
import { paymentSummary } from "./refunds.schema.ts";
import { rentModelRef } from "./rentModels.schema.ts";
import { requestWork } from "./rentWork.schema.ts";
import { REQUEST_STATUSES } from "./rentWork.ts";

/**
 * What the marketplace's customer apps send (the public intake calls, docs/product.md#one-system-two-parts) and what the
 * back-office lists show of it. The work done on them (quotes, moves, history) is orderWork.schema.ts
 * and, for the rent line (offers), rentWork.schema.ts.
 */

const customer = {
  customerName: requiredText("required", 160),
  customerEmail: z.email({ error: "invalidEmail" }).transform((email) => email.toLowerCase()),
  customerPhone: optionalText(40),
};
const dateTime = instantField();
/** The language the shop's mails to this customer are written in; Italian unless the app says. */
const customerLanguage = z.enum(LANGUAGES, { error: "invalid" }).default(DEFAULT_LANGUAGE);

export const rentRequestIntake = z
  .object({
    ...customer,
    customerLanguage,
    /** The rent model asked for: an active model of GET /intake/rent-models. */
    rentModelId: recordId("rentModelNotFound").optional(),
    /**
     * Apps from before rent models name the model as text: accepted without `rentModelId`, and
     * linked to the one model of that name (EN or IT, any case) when there is one.
     */
    modelName: optionalText(200),
    passengers: requiredInteger("required", { min: 1, max: 500 }),
    cabins: requiredInteger("required", { min: 0, max: 100 }),
    guests: requiredInteger("required", { min: 0, max: 1000 }),
    startLocation: requiredText("required", 200),
    destination: requiredText("required", 200),
    departureAt: dateTime,
    returnAt: dateTime,
    otherRequests: optionalText(2000),
  })
  .refine((request) => request.rentModelId !== undefined || request.modelName !== null, {
    error: "rentModelRequired",
    path: ["rentModelId"],
  });

export const eventRequestIntake = z
  .object({
    ...customer,
    customerLanguage,
    /** The event asked about: a published one (400 on eventId for an unknown or draft event). */
    eventId: recordId("invalid")
      .optional()
      .describe("A published event (GET /intake/events); unknown or draft: 400 on eventId."),
    /**
     * Apps from before events were records name the event as text instead: kept as the request's
     * text, and linked to the published event of that name (English or Italian) when one matches.
     */
    eventName: requiredText("required", 200)
      .optional()
      .describe(
        "Still accepted from older apps instead of eventId: kept as text, linked to the published event named so (English or Italian, ignoring case) when one matches.",
      ),
    guests: requiredInteger("required", { min: 1, max: 10_000 }),
    /** The day the customer wants; with an event and no day, the event's first day (UTC). */
    eventDate: calendarDay()
      .optional()
      .describe("YYYY-MM-DD; defaults to the event's first day (UTC), required without an event."),
    message: optionalText(2000),
  })
  .refine((body) => body.eventId !== undefined || body.eventName !== undefined, {
    error: "eventRequired",
    path: ["eventId"],
    // Said alongside the other fields' faults, not only once they are right.
    when: (payload) => typeof payload.value === "object" && payload.value !== null,
  });

export const orderRequestIntake = z.object({
  ...customer,
  customerLanguage,
  productId: recordId("invalid"),
  quantity: requiredInteger("required", { min: 1, max: 1000 }),
  /** What the customer wants made or changed: the reason a quote is needed. */
  message: optionalText(2000),
});

export const orderIntake = z.object({
  ...customer,
  customerLanguage,
  productId: recordId("invalid"),
  quantity: requiredInteger("required", { min: 1, max: 1000 }),
  couponName: optionalText(40),
  shippingAddress: requiredText("required", 500),
  deliveryDate: calendarDay().nullish(),
});

const base = {
  _id: z.string(),
  /** Human number shown in lists and found by Cmd-K. */
  number: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string().nullable(),
  /** The customer page's id (docs/api.md#customers): every record of this e-mail. */
  customerId: z.string(),
  createdAt: z.iso.datetime(),
};
/** The language the customer is mailed in (shop and rent lines alike). */
const mailedCustomer = { customerLanguage: z.enum(LANGUAGES) };
const productRef = z.object({ _id: z.string(), nameEn: z.string(), nameIt: z.string() });
const sellerRef = z.object({ _id: z.string(), fullName: z.string() }).nullable();
/**
 * The payment state and its amounts (docs/statuses.md#payment-state), in lists and exports; absent
 * before any payment.
 */
const paid = { payment: paymentSummary.optional() };

export const rentRequest = z.object({
  ...base,
  ...mailedCustomer,
  ...requestWork,
  status: z.enum(REQUEST_STATUSES),
  /** The catalogue's model, or null for a free-text name no model matches (then see modelName). */
  rentModel: rentModelRef.nullable(),
  /** The model as asked for: the catalogue's English name once linked. */
  modelName: z.string(),
  passengers: z.number().int(),
  cabins: z.number().int(),
  guests: z.number().int(),
  startLocation: z.string(),
  destination: z.string(),
  departureAt: z.iso.datetime(),
  returnAt: z.iso.datetime(),
  otherRequests: z.string().nullable(),
  ...paid,
});
export type RentRequest = z.infer<typeof rentRequest>;

export const eventRequest = z.object({
  ...base,
  ...mailedCustomer,
  ...requestWork,
  status: z.enum(REQUEST_STATUSES),
  eventId: z.string().nullable(),
  /** The event it refers to; null for a request whose text matched no event. */
  event: eventRef.nullable(),
  /** The event as the customer's app named it (docs/data.md#events-and-their-requests). */
  eventName: z.string(),
  guests: z.number().int(),
  eventDate: z.string(),
  message: z.string().nullable(),
  ...paid,
});
export type EventRequest = z.infer<typeof eventRequest>;

export const orderRequest = z.object({
  ...base,
  ...mailedCustomer,
  status: z.enum(ORDER_REQUEST_STATUSES),
  product: productRef,
  sellerId: z.string().nullable(),
  seller: sellerRef,
  quantity: z.number().int(),
  /** The product's price when the request arrived: what a quote multiplies. */
  unitPriceCents: z.number().int(),
  message: z.string().nullable(),
  /** The quote last sent, or null before the first; earlier versions are in the history. */
  quote: quote.nullable(),
  /** Quotation sent and its quote's last day is over (derived from the clock, never stored). */
  quoteExpired: z.boolean(),
  /**
   * When a payment came for a quote whose hold had ended, with its pieces not available: staff
   * resolve it (docs/stock.md#quote-holds). Null: nothing to resolve.
   */
  paidWithoutStockAt: z.iso.datetime().nullable(),
  /** docs/api.md#concurrent-edits: sent back with every write. */
  version: z.number().int(),
  updatedAt: z.iso.datetime(),
  ...paid,
});
export type OrderRequest = z.infer<typeof orderRequest>;

export const order = z.object({
  ...base,
  ...mailedCustomer,
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
  /** docs/api.md#concurrent-edits: sent back with every write. */
  version: z.number().int(),
  updatedAt: z.iso.datetime(),
  ...paid,
});
export type Order = z.infer<typeof order>;
