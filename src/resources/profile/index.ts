import { lazy } from "react";
import { BACK_OFFICE_USER_TYPES } from "../../../domain/userTypes";
import { lazyIcon, type ResourceDefinition } from "../definition";

/** The signed-in user's own profile (seed §2); a seller opens it once the payment account is linked. */
export const profile: ResourceDefinition = {
  name: "profile",
  userTypes: BACK_OFFICE_USER_TYPES,
  icon: lazyIcon(() => import("./icon")),
  pages: { list: { path: "/profile/index", page: lazy(() => import("./ProfilePage")) } },
};
