import { lazyIcon, lazyPage, type ResourceDefinition } from "../definition";

/** Customers asking about an event, for staff only. */
export const eventRequests: ResourceDefinition = {
  name: "eventRequests",
  group: "rent",
  icon: lazyIcon(() => import("./icon")),
  pages: {
    list: { path: "/event-requests/index", page: lazyPage(() => import("./list")) },
    // Not in the seed's table, but a request has to be read somewhere; the menu keeps the list.
    show: { path: "/event-requests/view/:id", page: lazyPage(() => import("./show")) },
  },
  listSort: { field: "createdAt", order: "desc" },
  endpoints: { list: "/event/requests", one: "/event/request/:id" },
};
