import type { Endpoints } from "../../providers/dataProvider";

/** The product properties' API (server/properties). */
export const propertyEndpoints = {
  list: "/properties",
  one: "/property/:id",
  create: "/property",
  update: "/property/:id",
  remove: "/property/:id",
} as const satisfies Endpoints;
