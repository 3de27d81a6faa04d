import { lazyIcon, lazyPage, type ResourceDefinition } from "../definition";

/** Customers asking for a quote on a product; a seller sees only the requests for its own products. */
export const orderRequests: ResourceDefinition = {
  name: "orderRequests",
  group: "shop",
  icon: lazyIcon(() => import("./icon")),
  pages: {
    list: { path: "/orders/request/list", page: lazyPage(() => import("./list")) },
    show: { path: "/orders/request/view-order/:id", page: lazyPage(() => import("./show")) },
  },
  listSort: { field: "createdAt", order: "desc" },
  endpoints: { list: "/order/request", one: "/order/request/:id" },
};
