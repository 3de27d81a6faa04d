import { lazyIcon, lazyPage, type ResourceDefinition } from "../definition";

/** Every account, for administrators only (docs/screens.md, docs/access.md#user-types); read-only until deletion comes. */
export const users: ResourceDefinition = {
  name: "users",
  icon: lazyIcon(() => import("./icon")),
  pages: {
    list: { path: "/user/index", page: lazyPage(() => import("./list")) },
    show: { path: "/user/view/:id", page: lazyPage(() => import("./show")) },
  },
  listSort: { field: "createdAt", order: "desc" },
  endpoints: { list: "/users", one: "/user/:id" },
};
