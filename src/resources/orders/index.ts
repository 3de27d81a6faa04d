import { lazyIcon, lazyPage, type ResourceDefinition } from "../definition";

/** Confirmed (paid) orders of the shop; a seller sees only the orders of its own products. */
export const orders: ResourceDefinition = {
  name: "orders",
  group: "shop",
  icon: lazyIcon(() => import("./icon")),
  pages: {
    list: { path: "/orders/list", page: lazyPage(() => import("./list")) },
    show: { path: "/orders/view-order/:id", page: lazyPage(() => import("./show")) },
  },
  listSort: { field: "createdAt", order: "desc" },
  endpoints: { list: "/orders", one: "/order/:id" },
};
