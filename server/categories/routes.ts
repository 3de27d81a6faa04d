import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PICKER_READERS, RESOURCE_USERS } from "../../domain/access.ts";
import { category, categoryInput } from "../../domain/categories.schema.ts";
import { listRoutes, recordEditRoutes } from "../lists/index.ts";
import { categoryList, findCategory } from "./list.ts";
import { createCategory, deleteCategory, updateCategory } from "./service.ts";

/** Categories and subcategories: staff manage them, sellers read them for their products (docs/access.md#user-types). */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoutes(app, categoryList, {
    path: "/categories",
    userTypes: PICKER_READERS,
    tag: "categories",
    title: "Categories",
    item: category,
    message: "catalogue:categories.listed",
  });
  recordEditRoutes(app, {
    path: "/category",
    tag: "categories",
    title: "Category",
    item: category,
    input: categoryInput,
    readers: PICKER_READERS,
    writers: RESOURCE_USERS.categories,
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
