import { lazyIcon, lazyPage, type ResourceDefinition } from "../definition";
import { productEndpoints } from "./api";

const ProductForm = lazyPage(() => import("./form"));

/** Shop products: staff manage every product, a seller its own (docs/screens.md, docs/access.md#user-types). */
export const products: ResourceDefinition = {
  name: "products",
  group: "shop",
  icon: lazyIcon(() => import("./icon")),
  pages: {
    list: { path: "/products/list", page: lazyPage(() => import("./list")) },
    create: { path: "/products/create", page: ProductForm },
    edit: { path: "/products/edit/:id", page: ProductForm },
    show: { path: "/products/view/:id", page: lazyPage(() => import("./show")) },
  },
  listSort: { field: "createdAt", order: "desc" },
  endpoints: productEndpoints,
};
