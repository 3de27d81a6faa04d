import { lazyPage, type ResourceDefinition } from "../definition";

/**
 * The audit trail (docs/screens.md#logs), administrators only: out of the menu, reached from the
 * user menu and from each record's page (filtered to that record).
 */
export const logs: ResourceDefinition = {
  name: "logs",
  hidden: true,
  pages: {
    list: { path: "/logs/index", page: lazyPage(() => import("./list")) },
    show: { path: "/logs/view/:id", page: lazyPage(() => import("./show")) },
  },
  listSort: { field: "at", order: "desc" },
  endpoints: { list: "/logs", one: "/logs/:id" },
};
