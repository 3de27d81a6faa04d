import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { RESOURCE_USERS } from "../../domain/access.ts";
import { product, productInput } from "../../domain/products.schema.ts";
import { listRoutes, recordEditRoutes } from "../lists/index.ts";
import { findProduct, productList } from "./list.ts";
import { createProduct, deleteProduct, updateProduct } from "./service.ts";

/** Products: staff see and manage all, a seller only its own (docs/access.md#user-types). */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoutes(app, productList, {
    path: "/products",
    userTypes: RESOURCE_USERS.products,
    tag: "products",
    title: "Products",
    item: product,
    message: "catalogue:products.listed",
  });
  recordEditRoutes(app, {
    path: "/product",
    tag: "products",
    title: "Product",
    item: product,
    input: productInput,
    readers: RESOURCE_USERS.products,
    writers: RESOURCE_USERS.products,
    conflicts: true,
    messages: {
      loaded: "catalogue:products.loaded",
      created: "catalogue:products.created",
      updated: "catalogue:products.updated",
      deleted: "catalogue:products.deleted",
    },
    find: findProduct,
    create: createProduct,
    update: updateProduct,
    remove: deleteProduct,
  });
};
