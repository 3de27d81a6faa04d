import type { PropertyInput } from "../../domain/properties.schema.ts";
import type { EditedRecord, RequestContext } from "../lists/index.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { recordEdits } from "../writes/recordEdits.ts";
import { propertyList } from "./list.ts";
import { properties } from "./schema.ts";

const edits = recordEdits({ resource: "property", table: properties, list: propertyList });

export const createProperty = (input: PropertyInput, context: RequestContext) =>
  edits.create(context, async () => input);

export const updateProperty = (
  edited: EditedRecord,
  input: PropertyInput,
  context: RequestContext,
) => edits.update(edited, context, async () => input);

/** A property that products carry is kept (409): deleting it would change those products. */
export const deleteProperty = (id: string, context: RequestContext) =>
  edits.remove(id, context, {
    check: async (_scope, before) => {
      if (before.productCount > 0) {
        throw new HttpProblem(409, "errors:propertyInUse", { count: before.productCount });
      }
    },
  });
