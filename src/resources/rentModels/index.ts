import { lazyIcon, lazyPage, type ResourceDefinition } from "../definition";
import { rentModelEndpoints } from "./api";

const RentModelForm = lazyPage(() => import("./form"));

/** The rent line's catalogue: yachts, jets, villas and cars, for staff only (docs/screens.md). */
export const rentModels: ResourceDefinition = {
  name: "rentModels",
  group: "rent",
  icon: lazyIcon(() => import("./icon")),
  pages: {
    list: { path: "/models/list", page: lazyPage(() => import("./list")) },
    create: { path: "/models/create", page: RentModelForm },
    edit: { path: "/models/edit/:id", page: RentModelForm },
    show: { path: "/models/view/:id", page: lazyPage(() => import("./show")) },
  },
  listSort: (language) => ({ field: language === "it" ? "nameIt" : "nameEn", order: "asc" }),
  endpoints: rentModelEndpoints,
};
