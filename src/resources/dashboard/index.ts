import { lazyIcon, lazyPage, type ResourceDefinition } from "../definition";

export const dashboard: ResourceDefinition = {
  name: "dashboard",
  // Where an unlinked seller connects the payment account, so it must stay open to them.
  openWithoutPaymentAccount: true,
  icon: lazyIcon(() => import("./icon")),
  // Never kept in the page cache (docs/screens.md): its figures must be current on every visit.
  pages: { list: { path: "/", page: lazyPage(() => import("./DashboardPage")), noCache: true } },
};
