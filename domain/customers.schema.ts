import { z } from "zod";
import { listQuery } from "./api.schema.ts";
import { LANGUAGES } from "./languages.ts";

/**
 * The customer (docs/api.md#customers): every record carrying one e-mail address, compared
 * case-insensitively, across both lines. Its id is the MD5 of the lowercased address in hex
 * (server/customers/key.ts), so no address travels in a URL.
 */
export const CUSTOMER_SORTS = ["lastContact", "spend", "firstContact"] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** `GET /customers`: the list contract, sorted by last contact (newest first) unless told. */
export const customerQuery = listQuery.extend({
  sort: z
    .enum([...CUSTOMER_SORTS, ...CUSTOMER_SORTS.map((sort) => `-${sort}` as const)], {
      error: "invalid",
    })
    .default("-lastContact"),
});
export type CustomerQuery = z.input<typeof customerQuery>;

/** The records a customer is assembled from, by their Refine names. */
export const CUSTOMER_RECORD_RESOURCES = [
  "orders",
  "orderRequests",
  "rentRequests",
  "eventRequests",
] as const;
export type CustomerRecordResource = (typeof CUSTOMER_RECORD_RESOURCES)[number];

/** The two business lines (docs/product.md#business-lines) a record belongs to. */
export const CUSTOMER_LINES = ["shop", "rent"] as const;
export type CustomerLine = (typeof CUSTOMER_LINES)[number];

export const LINE_OF: Record<CustomerRecordResource, CustomerLine> = {
  orders: "shop",
  orderRequests: "shop",
  rentRequests: "rent",
  eventRequests: "rent",
};

const cents = z.number().int();

/** One customer as the list shows it. */
export const customerSummary = z.object({
  _id: z.string(),
  /** Every name the records were written with, the latest first. */
  names: z.array(z.string()),
  email: z.string(),
  language: z.enum(LANGUAGES),
  phone: z.string().nullable(),
  firstContact: z.iso.datetime(),
  lastContact: z.iso.datetime(),
  /** Paid minus refunded, per line, in cents. */
  spend: z.object({ shop: cents, rent: cents }),
  counts: z.object({
    orders: z.number().int(),
    orderRequests: z.number().int(),
    rentRequests: z.number().int(),
    eventRequests: z.number().int(),
  }),
  /** An anonymised person (docs/access.md#deleting-people): no personal data, amounts kept. */
  anonymised: z.boolean(),
});
export type CustomerSummary = z.infer<typeof customerSummary>;

/** What a timeline item is: a record, a quote version, a payment, a refund, a deletion request. */
export const TIMELINE_KINDS = [
  "order",
  "orderRequest",
  "quote",
  "rentRequest",
  "eventRequest",
  "payment",
  "refund",
  "deletionRequest",
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** Which status list of `statuses.json` a timeline record follows; money has states of its own. */
export const TIMELINE_STATUS_LISTS = {
  order: "order",
  orderRequest: "orderRequest",
  rentRequest: "request",
  eventRequest: "request",
  deletionRequest: "deletionRequest",
} as const satisfies Partial<Record<TimelineKind, string>>;

/**
 * An item's value in the timeline's status filter: a record's status by its list (an order
 * request and a rent request may share a word), money by its kind.
 */
export const timelineStatusKey = (item: { kind: TimelineKind; status: string | null }) =>
  `${TIMELINE_STATUS_LISTS[item.kind as keyof typeof TIMELINE_STATUS_LISTS] ?? item.kind}:${item.status ?? ""}`;

/** The lines the timeline's line filter offers: both business lines and the account's requests. */
export const TIMELINE_LINES = [...CUSTOMER_LINES, "account"] as const;

/** `GET /customers/:id/export/:format`: the timeline's filters, as the page has them set. */
export const customerExportQuery = z.object({
  line: z.enum(TIMELINE_LINES, { error: "invalid" }).optional(),
  status: z.string().max(100).optional(),
});
export type CustomerExportQuery = z.input<typeof customerExportQuery>;

/** The resources a timeline item links to (its showUrl). */
export const TIMELINE_RESOURCES = [...CUSTOMER_RECORD_RESOURCES, "deletionRequests"] as const;

export const timelineItem = z.object({
  /** `<kind>:<id>`: one key across the kinds. */
  _id: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  /** The deletion request belongs to the account, not to a line. */
  line: z.enum(TIMELINE_LINES),
  /** The record the item opens. */
  resource: z.enum(TIMELINE_RESOURCES),
  recordId: z.string(),
  number: z.number().int().nullable(),
  /** The product, model or event; a quote's version. */
  title: z.string().nullable(),
  status: z.string().nullable(),
  amountCents: cents.nullable(),
  at: z.iso.datetime(),
});
export type TimelineItem = z.infer<typeof timelineItem>;

export const customerDetail = customerSummary.extend({
  /**
   * The account with this address, when one exists (staff only). Accounts keep no language of
   * their own: the customer's is the one their latest record was written in.
   */
  account: z
    .object({ _id: z.string(), type: z.number().int(), emailVerified: z.boolean() })
    .nullable(),
  statusCounts: z.array(
    z.object({ resource: z.enum(TIMELINE_RESOURCES), status: z.string(), count: z.number().int() }),
  ),
  /** The records waiting for someone, and since when (as the work queue counts it). */
  openWork: z.array(
    z.object({
      resource: z.enum(TIMELINE_RESOURCES),
      recordId: z.string(),
      number: z.number().int(),
      status: z.string(),
      waitingSince: z.iso.datetime(),
      late: z.boolean(),
    }),
  ),
  /** Newest first. */
  timeline: z.array(timelineItem),
});
export type CustomerDetail = z.infer<typeof customerDetail>;
