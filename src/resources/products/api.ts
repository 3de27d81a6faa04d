import type { Endpoints } from "../../providers/dataProvider";

/** The products' API (server/products); a seller's calls reach only its own products. */
export const productEndpoints = {
  list: "/products",
  one: "/product/:id",
  create: "/product",
  update: "/product/:id",
  remove: "/product/:id",
} as const satisfies Endpoints;

/** A product's stock ledger, newest first. */
export const stockMovementsPath = (productId: string) =>
  `/product/${encodeURIComponent(productId)}/stock-movements`;
