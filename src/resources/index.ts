import type { EndpointMap } from "../providers/dataProvider";
import { categories } from "./categories";
import { coupons } from "./coupons";
import { dashboard } from "./dashboard";
import { type ResourceDefinition, toRefineResource } from "./definition";
import { products } from "./products";
import { profile } from "./profile";
import { properties } from "./properties";

/** The registry: one line per resource, in menu order. */
const definitions: readonly ResourceDefinition[] = [
  dashboard,
  categories,
  products,
  properties,
  coupons,
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
