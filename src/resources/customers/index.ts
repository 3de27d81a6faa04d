import { lazyIcon, lazyPage, type ResourceDefinition } from "../definition";

/**
 * Customers across both lines (docs/api.md#customers): every record of one e-mail address. Staff
 * see them all; a seller the customers of its own orders and order requests.
 */
export const customers: ResourceDefinition = {
  name: "customers",
  icon: lazyIcon(() => import("./icon")),
  pages: {
    list: { path: "/customers/list", page: lazyPage(() => import("./list")) },
    show: { path: "/customers/view/:id", page: lazyPage(() => import("./show")) },
  },
  listSort: { field: "lastContact", order: "desc" },
  endpoints: { list: "/customers", one: "/customers/:id" },
};
