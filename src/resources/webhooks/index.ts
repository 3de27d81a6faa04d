import { lazyIcon, lazyPage, type ResourceDefinition } from "../definition";

/** The payment provider's events as received (docs/api.md#payment-webhooks); administrators only. */
export const webhooks: ResourceDefinition = {
  name: "webhooks",
  icon: lazyIcon(() => import("./icon")),
  pages: {
    list: { path: "/webHook/index", page: lazyPage(() => import("./list")) },
    show: { path: "/webHook/view/:id", page: lazyPage(() => import("./show")) },
  },
  listSort: { field: "receivedAt", order: "desc" },
  endpoints: { list: "/stripe/webhook", one: "/stripe/webhook/:id" },
};
