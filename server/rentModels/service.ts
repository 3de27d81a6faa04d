import type { z } from "zod";
import type { rentModelInput } from "../../domain/rentModels.schema.ts";
import { fittedCapacity } from "../../domain/rentModels.ts";
import {
  type EditedRecord,
  invalidFields,
  type RequestContext,
  requireStoredFiles,
} from "../lists/index.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { linkRequestsByModelName } from "../rentRequests/links.ts";
import { recordEdits } from "../writes/recordEdits.ts";
import { rentModelList } from "./list.ts";
import { rentModels } from "./schema.ts";

export type RentModelValues = z.output<typeof rentModelInput>;

/** The files must be uploaded images and video; the capacities the kind does not state are dropped. */
const checked = async (input: RentModelValues, context: RequestContext) => {
  if (input.video && !/\.(mp4|m4v|3gp)$/.test(input.video))
    throw invalidFields({ video: "videoType" });
  if (input.images.some((name) => !/\.(png|jpg)$/.test(name)))
    throw invalidFields({ images: "imageType" });
  await requireStoredFiles(context, { images: input.images, video: [input.video] });
  return {
    ...input,
    ...fittedCapacity(input.kind, {
      passengers: input.passengers ?? null,
      cabins: input.cabins ?? null,
      guests: input.guests ?? null,
    }),
  };
};

const edits = recordEdits({
  resource: "rentModel",
  table: rentModels,
  list: rentModelList,
  inUse: () => new HttpProblem(409, "errors:rentModelInUse"),
});

/** A new or renamed model takes the free-text requests that name it (server/rentRequests/links.ts). */
const linkRequests = async (scope: RequestContext) => {
  await linkRequestsByModelName(scope.db);
};

export const createRentModel = async (input: RentModelValues, context: RequestContext) => {
  const fields = await checked(input, context);
  return edits.create(context, async () => fields, linkRequests);
};

export const updateRentModel = async (
  edited: EditedRecord,
  input: RentModelValues,
  context: RequestContext,
) => {
  const fields = await checked(input, context);
  return edits.update(edited, context, async () => fields, linkRequests);
};

/** Requests keep their model: a model any request names is refused (409). */
export const deleteRentModel = (id: string, context: RequestContext) => edits.remove(id, context);
