import { lazyIcon, lazyPage, type ResourceDefinition } from "../definition";
import { shopEndpoints } from "./api";

const ShopForm = lazyPage(() => import("./form"));

/**
 * Shops (docs/screens.md "shops (shoppers)"): the business behind each seller account. Staff only (docs/access.md#user-types):
 * a shop is created together with its seller account, whose owner is mailed an invitation.
 */
export const shops: ResourceDefinition = {
  name: "shops",
  icon: lazyIcon(() => import("./icon")),
  pages: {
    list: { path: "/shopper/index", page: lazyPage(() => import("./list")) },
    create: { path: "/shopper/create", page: ShopForm },
    edit: { path: "/shopper/edit/:id", page: ShopForm },
    show: { path: "/shopper/view/:id", page: lazyPage(() => import("./show")) },
  },
  listSort: { field: "createdAt", order: "desc" },
  endpoints: shopEndpoints,
};
