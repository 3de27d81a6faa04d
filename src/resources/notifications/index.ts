import { lazyIcon, lazyPage, type ResourceDefinition } from "../definition";

/**
 * The signed-in user's inbox (docs/api.md#notifications): mentions and assignments. Out of the
 * menu: the top bar's bell leads to it.
 */
export const notifications: ResourceDefinition = {
  name: "notifications",
  hidden: true,
  icon: lazyIcon(() => import("./icon")),
  pages: { list: { path: "/inbox/index", page: lazyPage(() => import("./InboxPage")) } },
};
