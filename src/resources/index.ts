import type { EndpointMap } from "../providers/dataProvider";
import { categories } from "./categories";
import { coupons } from "./coupons";
import { customers } from "./customers";
import { dashboard } from "./dashboard";
import {
  type PageAction,
  type ResourceDefinition,
  type ResourcePage,
  toRefineResource,
} from "./definition";
import { deletionRequests } from "./deletionRequests";
import { eventRequests } from "./eventRequests";
import { events } from "./events";
import { rent, shop } from "./groups";
import { logs } from "./logs";
import { notifications } from "./notifications";
import { orderRequests } from "./orderRequests";
import { orders } from "./orders";
import { products } from "./products";
import { profile } from "./profile";
import { properties } from "./properties";
import { queue } from "./queue";
import { rentModels } from "./rentModels";
import { rentRequests } from "./rentRequests";
import { shops } from "./shops";
import { users } from "./users";
import { webhooks } from "./webhooks";

/**
 * The registry: one line per resource, in menu order. A resource of a group (`group: "shop"`)
 * nests under that group's entry wherever it stands here.
 */
export const definitions: readonly ResourceDefinition[] = [
  dashboard,
  queue,
  users,
  shops,
  customers,
  shop,
  categories,
  products,
  properties,
  coupons,
  orderRequests,
  orders,
  rent,
  rentModels,
  events,
  rentRequests,
  eventRequests,
  deletionRequests,
  webhooks,
  profile,
  notifications,
  logs,
];

/** Refine's `resources`. */
export const resources = definitions.map(toRefineResource);

/** A screen of the signed-in shell, with what the shell needs of it (title, breadcrumb, cache). */
export type ResourceRoute = {
  path: string;
  page: ResourcePage["page"];
  resource: string;
  action: PageAction;
  noCache: boolean;
};

/** Every resource screen as a route of the signed-in shell. */
export const resourceRoutes: readonly ResourceRoute[] = definitions.flatMap(({ name, pages }) =>
  Object.entries(pages).map(([action, { path, page, noCache = false }]) => ({
    path,
    page,
    resource: name,
    action: action as PageAction,
    noCache,
  })),
);

/** Read by pickers only: the sellers staff give products and coupons to. */
const pickerEndpoints: EndpointMap = { sellers: { list: "/sellers" } };

/** The data provider's endpoint map. */
export const endpoints: EndpointMap = {
  ...Object.fromEntries(
    definitions.flatMap(({ name, endpoints }) => (endpoints ? [[name, endpoints]] : [])),
  ),
  ...pickerEndpoints,
};
