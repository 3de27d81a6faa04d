import { lazyIcon, lazyPage, type ResourceDefinition } from "../definition";
import { propertyEndpoints } from "./api";

const PropertyForm = lazyPage(() => import("./form"));

/** Product properties (name and value in both languages), managed by staff (docs/screens.md, docs/access.md#user-types). */
export const properties: ResourceDefinition = {
  name: "properties",
  group: "shop",
  icon: lazyIcon(() => import("./icon")),
  pages: {
    list: { path: "/property/list", page: lazyPage(() => import("./list")) },
    create: { path: "/property/create", page: PropertyForm },
    edit: { path: "/property/edit/:id", page: PropertyForm },
  },
  listSort: { field: "createdAt", order: "desc" },
  endpoints: propertyEndpoints,
};
