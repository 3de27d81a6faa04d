import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { RESOURCE_USERS } from "../../domain/access.ts";
import { rentModel, rentModelInput } from "../../domain/rentModels.schema.ts";
import { listRoutes, recordEditRoutes } from "../lists/index.ts";
import { findRentModel, rentModelList } from "./list.ts";
import { createRentModel, deleteRentModel, updateRentModel } from "./service.ts";

/** Rent models: staff only (docs/access.md#user-types). */
export const rentModelRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoutes(app, rentModelList, {
    path: "/rent-models",
    userTypes: RESOURCE_USERS.rentModels,
    tag: "rentModels",
    title: "Rent models",
    item: rentModel,
    message: "rentModels:listed",
  });
  recordEditRoutes(app, {
    path: "/rent-model",
    tag: "rentModels",
    title: "Rent model",
    item: rentModel,
    input: rentModelInput,
    readers: RESOURCE_USERS.rentModels,
    writers: RESOURCE_USERS.rentModels,
    conflicts: true,
    messages: {
      loaded: "rentModels:loaded",
      created: "rentModels:created",
      updated: "rentModels:updated",
      deleted: "rentModels:deleted",
    },
    find: findRentModel,
    create: createRentModel,
    update: updateRentModel,
    remove: deleteRentModel,
  });
};
