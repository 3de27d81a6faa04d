/** Who may use each resource, as plain values: the SPA's sign-in bundle reads this file. */
import { BACK_OFFICE_USER_TYPES, STAFF_USER_TYPES, USER_TYPE, type UserType } from "./userTypes.ts";

const resourceUsers = {
  // The business lines' menu groups: a group shows when one of its entries is open to the user.
  shop: BACK_OFFICE_USER_TYPES,
  rent: BACK_OFFICE_USER_TYPES,
  dashboard: BACK_OFFICE_USER_TYPES,
  // Staff see everything waiting; a seller its own order requests and orders (domain/queue.ts).
  queue: BACK_OFFICE_USER_TYPES,
  profile: BACK_OFFICE_USER_TYPES,
  // Each person's own mentions and assignments (docs/api.md#notifications).
  notifications: BACK_OFFICE_USER_TYPES,
  users: [USER_TYPE.administrator],
  deletionRequests: [USER_TYPE.administrator],
  logs: [USER_TYPE.administrator],
  shops: STAFF_USER_TYPES,
  sellers: STAFF_USER_TYPES,
  categories: STAFF_USER_TYPES,
  properties: STAFF_USER_TYPES,
  products: BACK_OFFICE_USER_TYPES,
  coupons: BACK_OFFICE_USER_TYPES,
  orderRequests: BACK_OFFICE_USER_TYPES,
  orders: BACK_OFFICE_USER_TYPES,
  rentModels: STAFF_USER_TYPES,
  events: STAFF_USER_TYPES,
  rentRequests: STAFF_USER_TYPES,
  eventRequests: STAFF_USER_TYPES,
  webhooks: [USER_TYPE.administrator],
  // Staff see every customer; a seller those of its own orders and order requests.
  customers: BACK_OFFICE_USER_TYPES,
} as const satisfies Record<string, readonly UserType[]>;

export type ResourceName = keyof typeof resourceUsers;

/**
 * The user types that work with each resource (docs/access.md#user-types): the SPA's menu and route guard show
 * it to them, and the server's routes for it admit them and nobody else. Sellers reach only their
 * own records of the resources open to them.
 */
export const RESOURCE_USERS: Readonly<Record<ResourceName, readonly UserType[]>> = resourceUsers;

/**
 * Who refunds a paid order, quote or booking (docs/api.md#refunds): administrators. Everyone who
 * reads the record sees its payment state.
 */
export const REFUNDERS: readonly UserType[] = [USER_TYPE.administrator];

/**
 * Who reads and reverts a changeset (docs/api.md#changesets): whoever may make one, a seller
 * only its own.
 */
export const CHANGESET_USERS: readonly UserType[] = BACK_OFFICE_USER_TYPES;

/**
 * Records a seller's own forms pick from (categories, properties): every back-office user reads
 * them, only the resource's users in RESOURCE_USERS change them.
 */
export const PICKER_READERS: readonly UserType[] = BACK_OFFICE_USER_TYPES;
