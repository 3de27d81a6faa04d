import { lazyIcon, lazyPage, type ResourceDefinition } from "../definition";

/**
 * Account-deletion requests from customers and sellers
 * (docs/statuses.md#account-deletion-requests), for administrators only.
 */
export const deletionRequests: ResourceDefinition = {
  name: "deletionRequests",
  icon: lazyIcon(() => import("./icon")),
  pages: {
    list: { path: "/accountdeleterequests/index", page: lazyPage(() => import("./list")) },
    show: { path: "/accountdeleterequests/view/:id", page: lazyPage(() => import("./show")) },
  },
  listSort: { field: "createdAt", order: "desc" },
  endpoints: { list: "/account-deletion-requests", one: "/account-deletion-request/:id" },
};
