import { lazyIcon, lazyPage, type ResourceDefinition } from "../definition";

/** Everything waiting for someone, from both lines (docs/statuses.md#the-work-queue). */
export const queue: ResourceDefinition = {
  name: "queue",
  icon: lazyIcon(() => import("./icon")),
  pages: { list: { path: "/queue", page: lazyPage(() => import("./list")) } },
  endpoints: { list: "/queue" },
};
