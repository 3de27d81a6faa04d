import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { successEnvelope } from "../../domain/api.schema.ts";
import { BACK_OFFICE_USER_TYPES } from "../../domain/userTypes.ts";
import { view, viewInput, viewsQuery } from "../../domain/views.schema.ts";
import { recordEditRoutes, requestContext } from "../lists/index.ts";
import { createView, deleteView, findView, listViews, updateView } from "./service.ts";

/**
 * Saved views of the lists (docs/api.md#saved-views): every back-office user keeps its own;
 * staff share them by user type. Who may share with whom and who may change what: domain/views.ts.
 */
export const viewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/views",
    {
      config: { userTypes: BACK_OFFICE_USER_TYPES },
      schema: {
        tags: ["views"],
        summary: "Saved views: the caller's own and those shared with its user type",
        description:
          "Of one list with `resource`, else of every list the caller may open; its own first, then by name (at most 200).",
        querystring: viewsQuery,
        response: { 200: successEnvelope(z.object({ items: z.array(view) })) },
      },
    },
    async (request) => ({
      message: request.t("lists:views.listed"),
      data: { items: await listViews(request.query.resource, requestContext(request)) },
    }),
  );
  recordEditRoutes(app, {
    path: "/view",
    tag: "views",
    title: "Saved view",
    item: view,
    input: viewInput,
    readers: BACK_OFFICE_USER_TYPES,
    writers: BACK_OFFICE_USER_TYPES,
    conflicts: true,
    messages: {
      loaded: "lists:views.loaded",
      created: "lists:views.created",
      updated: "lists:views.updated",
      deleted: "lists:views.deleted",
    },
    find: findView,
    create: createView,
    update: updateView,
    remove: deleteView,
  });
};
