import { lazyIcon, lazyPage, type ResourceDefinition } from "../definition";
import { categoryEndpoints } from "./api";

const CategoryForm = lazyPage(() => import("./form"));

/**
 * Categories and their subcategories (one level), managed by staff (docs/screens.md, docs/access.md#user-types). Add and edit
 * share the seed's one path, `/categories/add/:id?`.
 */
export const categories: ResourceDefinition = {
  name: "categories",
  group: "shop",
  icon: lazyIcon(() => import("./icon")),
  pages: {
    list: { path: "/categories/index", page: lazyPage(() => import("./list")) },
    create: { path: "/categories/add", page: CategoryForm },
    edit: { path: "/categories/add/:id", page: CategoryForm },
    show: { path: "/categories/view/:id", page: lazyPage(() => import("./show")) },
  },
  listSort: (language) => ({ field: language === "it" ? "nameIt" : "nameEn", order: "asc" }),
  endpoints: categoryEndpoints,
};
