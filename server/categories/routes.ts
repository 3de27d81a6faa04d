import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { category, categoryInput } from "../../domain/categories.schema.ts";
import { BACK_OFFICE_USER_TYPES, STAFF_USER_TYPES } from "../../domain/userTypes.ts";
import { listRoutes, recordRoutes } from "../lists/index.ts";
import { categoryList, findCategory } from "./list.ts";
import { createCategory, deleteCategory, updateCategory } from "./service.ts";

/** Categories and subcategories: staff manage them, sellers read them for their products (D5). */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoutes(app, categoryList, {
    path: "/categories",
    userTypes: BACK_OFFICE_USER_TYPES,
    tag: "categories",
    title: "Categories",
    item: category,
    message: "catalogue:categories.listed",
  });
  recordRoutes(app, {
    path: "/category",
    tag: "categories",
    title: "Category",
    item: category,
    input: categoryInput,
    readers: BACK_OFFICE_USER_TYPES,
    writers: STAFF_USER_TYPES,
    conflicts: true,
    messages: {
      loaded: "catalogue:categories.loaded",
      created: "catalogue:categories.created",
      updated: "catalogue:categories.updated",
      deleted: "catalogue:categories.deleted",
    },
    find: findCategory,
    create: createCategory,
    update: updateCategory,
    remove: deleteCategory,
  });
};
