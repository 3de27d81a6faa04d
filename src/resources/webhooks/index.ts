import { lazy } from "react";
import { lazyIcon, type ResourceDefinition } from "../definition";

/** The payment provider's events as received (docs/api.md#payment-webhooks); administrators only. */
export const webhooks: ResourceDefinition = {
  name: "webhooks",
  icon: lazyIcon(() => import("./icon")),
  pages: {
    list: { path: "/webHook/index", page: lazy(() => import("./list")) },
    show: { path: "/webHook/view/:id", page: lazy(() => import("./show")) },
  },
  endpoints: { list: "/stripe/webhook", one: "/stripe/webhook/:id" },
};
