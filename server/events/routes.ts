import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { RESOURCE_USERS } from "../../domain/access.ts";
import { event, eventInput } from "../../domain/events.schema.ts";
import { listRoutes, recordEditRoutes } from "../lists/index.ts";
import { eventList, findEvent } from "./list.ts";
import { createEvent, deleteEvent, updateEvent } from "./service.ts";

/** Events: staff only (docs/access.md#user-types). */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoutes(app, eventList, {
    path: "/events",
    userTypes: RESOURCE_USERS.events,
    tag: "events",
    title: "Events",
    item: event,
    message: "events:messages.listed",
  });
  recordEditRoutes(app, {
    path: "/event",
    tag: "events",
    title: "Event",
    item: event,
    input: eventInput,
    readers: RESOURCE_USERS.events,
    writers: RESOURCE_USERS.events,
    conflicts: true,
    messages: {
      loaded: "events:messages.loaded",
      created: "events:notifications.created",
      updated: "events:notifications.updated",
      deleted: "events:notifications.deleted",
    },
    find: findEvent,
    create: createEvent,
    update: updateEvent,
    remove: deleteEvent,
  });
};
