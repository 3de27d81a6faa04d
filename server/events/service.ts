import type { z } from "zod";
import type { eventInput } from "../../domain/events.schema.ts";
import {
  type EditedRecord,
  invalidFields,
  type RequestContext,
  requireStoredFiles,
} from "../lists/index.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { recordEdits } from "../writes/recordEdits.ts";
import { eventList } from "./list.ts";
import { events } from "./schema.ts";

/** Bodies as the routes validated them (times in UTC, defaults applied). */
export type EventValues = z.output<typeof eventInput>;

/** What the schema cannot check alone: the images are pictures that were really uploaded. */
const checked = async ({ startsAt, endsAt, ...input }: EventValues, context: RequestContext) => {
  if (input.images.some((name) => !/\.(png|jpg)$/.test(name)))
    throw invalidFields({ images: "imageType" });
  await requireStoredFiles(context, { images: input.images });
  return { ...input, startsAt: new Date(startsAt), endsAt: new Date(endsAt) };
};

const edits = recordEdits({
  resource: "event",
  table: events,
  list: eventList,
  inUse: () => new HttpProblem(409, "errors:eventHasRequests"),
});

export const createEvent = async (input: EventValues, context: RequestContext) => {
  const fields = await checked(input, context);
  return edits.create(context, async () => fields);
};

/**
 * `version` is the one the edit was based on: the shared version check (server/lists/versions.ts,
 * wired into recordEdits) compares it; it is never written as it came.
 */
export const updateEvent = async (
  edited: EditedRecord,
  input: EventValues,
  context: RequestContext,
) => {
  const fields = await checked(input, context);
  return edits.update(edited, context, async () => fields);
};

/** Requests keep their event: one that any request refers to is refused (409). */
export const deleteEvent = (id: string, context: RequestContext) => edits.remove(id, context);
