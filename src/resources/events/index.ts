import { lazyIcon, lazyPage, type ResourceDefinition } from "../definition";
import { eventEndpoints } from "./api";

const EventForm = lazyPage(() => import("./form"));

/** Events customers ask to attend, for staff only (docs/screens.md, docs/access.md#user-types). */
export const events: ResourceDefinition = {
  name: "events",
  group: "rent",
  icon: lazyIcon(() => import("./icon")),
  pages: {
    list: { path: "/events/list", page: lazyPage(() => import("./list")) },
    create: { path: "/events/create", page: EventForm },
    edit: { path: "/events/edit/:id", page: EventForm },
    show: { path: "/events/view/:id", page: lazyPage(() => import("./show")) },
  },
  listSort: { field: "startsAt", order: "asc" },
  endpoints: eventEndpoints,
};
