import { lazyIcon, lazyPage, type ResourceDefinition } from "../definition";

/** "Received messages": rent requests from the marketplace apps, for staff only. */
export const rentRequests: ResourceDefinition = {
  name: "rentRequests",
  group: "rent",
  icon: lazyIcon(() => import("./icon")),
  pages: {
    list: { path: "/requests/index", page: lazyPage(() => import("./list")) },
    // Not in the seed's table, but a message has to be read somewhere; the menu keeps the list.
    show: { path: "/requests/view/:id", page: lazyPage(() => import("./show")) },
  },
  listSort: { field: "createdAt", order: "desc" },
  endpoints: { list: "/requests", one: "/request/:id" },
};
