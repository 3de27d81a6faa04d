import type { EndpointMap } from "../providers/dataProvider";
import { dashboard } from "./dashboard";
import { type ResourceDefinition, toRefineResource } from "./definition";
import { eventRequests } from "./eventRequests";
import { orderRequests } from "./orderRequests";
import { orders } from "./orders";
import { profile } from "./profile";
import { properties } from "./properties";
import { rentRequests } from "./rentRequests";

/** The registry: one line per resource, in menu order. */
const definitions: readonly ResourceDefinition[] = [
  dashboard,
  properties,
  orderRequests,
  orders,
  rentRequests,
  eventRequests,
  profile,
];

/** Refine's `resources`. */
export const resources = definitions.map(toRefineResource);

/** Every resource screen as a route of the signed-in shell. */
export const resourceRoutes = definitions.flatMap(({ pages }) =>
  Object.values(pages).map(({ path, page }) => ({ path, page })),
);

/** The data provider's endpoint map. */
export const endpoints: EndpointMap = Object.fromEntries(
  definitions.flatMap(({ name, endpoints }) => (endpoints ? [[name, endpoints]] : [])),
);
