import { lazy } from "react";
import { BACK_OFFICE_USER_TYPES } from "../../../domain/userTypes";
import { lazyIcon, type ResourceDefinition } from "../definition";

export const dashboard: ResourceDefinition = {
  name: "dashboard",
  userTypes: BACK_OFFICE_USER_TYPES,
  // Where an unlinked seller connects the payment account, so it must stay open to them.
  openWithoutPaymentAccount: true,
  icon: lazyIcon(() => import("./icon")),
  // Never kept in the page cache (seed §2): its figures must be current on every visit.
  pages: { list: { path: "/", page: lazy(() => import("./DashboardPage")), noCache: true } },
};
