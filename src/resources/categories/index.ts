import { lazy } from "react";
import { lazyIcon, type ResourceDefinition } from "../definition";
import { categoryEndpoints } from "./api";

const CategoryForm = lazy(() => import("./form"));

/**
 * Categories and their subcategories (one level), managed by staff (docs/screens.md, docs/access.md#user-types). Add and edit
 * share the seed's one path, `/categories/add/:id?`.
 */
export const categories: ResourceDefinition = {
  name: "categories",
  group: "shop",
  icon: lazyIcon(() => import("./icon")),
  pages: {
    list: { path: "/categories/index", page: lazy(() => import("./list")) },
    create: { path: "/categories/add", page: CategoryForm },
    edit: { path: "/categories/add/:id", page: CategoryForm },
    show: { path: "/categories/view/:id", page: lazy(() => import("./show")) },
  },
  endpoints: categoryEndpoints,
};
