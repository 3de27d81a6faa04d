import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PICKER_READERS, RESOURCE_USERS } from "../../domain/access.ts";
import { property, propertyInput } from "../../domain/properties.schema.ts";
import { listRoutes, recordEditRoutes } from "../lists/index.ts";
import { findProperty, propertyList } from "./list.ts";
import { createProperty, deleteProperty, updateProperty } from "./service.ts";

/** Product properties: staff manage them, sellers read them for their product forms (docs/access.md#user-types). */
export const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoutes(app, propertyList, {
    path: "/properties",
    userTypes: PICKER_READERS,
    tag: "properties",
    title: "Product properties",
    item: property,
    message: "catalogue:properties.listed",
  });
  recordEditRoutes(app, {
    path: "/property",
    tag: "properties",
    title: "Product property",
    item: property,
    input: propertyInput,
    readers: PICKER_READERS,
    writers: RESOURCE_USERS.properties,
    conflicts: true,
    messages: {
      loaded: "catalogue:properties.loaded",
      created: "catalogue:properties.created",
      updated: "catalogue:properties.updated",
      deleted: "catalogue:properties.deleted",
    },
    find: findProperty,
    create: createProperty,
    update: updateProperty,
    remove: deleteProperty,
  });
};
