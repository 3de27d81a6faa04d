import { lazy } from "react";
import { lazyIcon, type ResourceDefinition } from "../definition";
import { productEndpoints } from "./api";

const ProductForm = lazy(() => import("./form"));

/** Shop products: staff manage every product, a seller its own (docs/screens.md, docs/access.md#user-types). */
export const products: ResourceDefinition = {
  name: "products",
  group: "shop",
  icon: lazyIcon(() => import("./icon")),
  pages: {
    list: { path: "/products/list", page: lazy(() => import("./list")) },
    create: { path: "/products/create", page: ProductForm },
    edit: { path: "/products/edit/:id", page: ProductForm },
    show: { path: "/products/view/:id", page: lazy(() => import("./show")) },
  },
  endpoints: productEndpoints,
};
