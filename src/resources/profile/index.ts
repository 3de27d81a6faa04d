import { lazyIcon, lazyPage, type ResourceDefinition } from "../definition";

/** The signed-in user's own profile (docs/screens.md); a seller opens it once the payment account is linked. */
export const profile: ResourceDefinition = {
  name: "profile",
  icon: lazyIcon(() => import("./icon")),
  pages: { list: { path: "/profile/index", page: lazyPage(() => import("./ProfilePage")) } },
};
