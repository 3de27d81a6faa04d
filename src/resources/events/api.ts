import type { Endpoints } from "../../providers/dataProvider";

/** The events' API (server/events), staff only. */
export const eventEndpoints = {
  list: "/events",
  one: "/event/:id",
  create: "/event",
  update: "/event/:id",
  remove: "/event/:id",
} as const satisfies Endpoints;
