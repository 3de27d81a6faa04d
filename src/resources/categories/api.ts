import type { Endpoints } from "../../providers/dataProvider";

/** The categories' API (server/categories). */
export const categoryEndpoints = {
  list: "/categories",
  one: "/category/:id",
  create: "/category",
  update: "/category/:id",
  remove: "/category/:id",
} as const satisfies Endpoints;
