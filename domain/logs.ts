/** The logs screen's vocabulary (docs/api.md#logs), as plain values: the SPA's registry reads it. */
import type { ResourceName } from "./access.ts";

/**
 * What an entry records: a write (create, update, delete) or an account event. Sign-in events
 * name the account (resource `user`); a refusal names the request it refused (resource `request`).
 */
export const AUDIT_ACTIONS = [
  "create",
  "update",
  "delete",
  "signIn",
  "signInFailed",
  "signOut",
  "passwordChanged",
  "forbidden",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Every resource name an entry may carry, with the screen that shows its record (null: none).
 * A note on a worked record is logged under `<name>Note` with the record's own id.
 */
export const AUDITED_RESOURCES = {
  category: "categories",
  product: "products",
  /** A stock adjustment, logged with the product's id (docs/stock.md). */
  stockAdjustment: "products",
  property: "properties",
  coupon: "coupons",
  shop: "shops",
  event: "events",
  rentModel: "rentModels",
  order: "orders",
  orderNote: "orders",
  orderRequest: "orderRequests",
  orderRequestNote: "orderRequests",
  rentRequest: "rentRequests",
  rentRequestNote: "rentRequests",
  eventRequest: "eventRequests",
  eventRequestNote: "eventRequests",
  user: "users",
  view: null,
  request: null,
  mail: null,
  refund: null,
  /** A bulk action or an import as one entry: its counts and the records it wrote. */
  changeset: null,
} as const satisfies Record<string, ResourceName | null>;
export type AuditedResource = keyof typeof AUDITED_RESOURCES;
export const AUDITED_RESOURCE_NAMES = Object.keys(AUDITED_RESOURCES) as AuditedResource[];

/** The audit names whose records a screen's resource shows: its log is those entries. */
export const auditNamesOf = (resource: string): AuditedResource[] =>
  AUDITED_RESOURCE_NAMES.filter((name) => AUDITED_RESOURCES[name] === resource);
