import { lazy } from "react";
import { lazyIcon, type ResourceDefinition } from "../definition";
import { eventEndpoints } from "./api";

const EventForm = lazy(() => import("./form"));

/** Events customers ask to attend, for staff only (docs/screens.md, docs/access.md#user-types). */
export const events: ResourceDefinition = {
  name: "events",
  group: "rent",
  icon: lazyIcon(() => import("./icon")),
  pages: {
    list: { path: "/events/list", page: lazy(() => import("./list")) },
    create: { path: "/events/create", page: EventForm },
    edit: { path: "/events/edit/:id", page: EventForm },
    show: { path: "/events/view/:id", page: lazy(() => import("./show")) },
  },
  endpoints: eventEndpoints,
};
