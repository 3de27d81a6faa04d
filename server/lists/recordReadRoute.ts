import { z } from "zod";
import { errorBody, successEnvelope } from "../../domain/api.schema.ts";
import type { UserType } from "../../domain/userTypes.ts";
import type { App } from "../appInstance.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { requestContext } from "./context.ts";
import type { List } from "./define.ts";

const idParams = z.object({ id: z.uuid({ error: "invalid" }) });

/**
 * `GET <path>/:id`: one record in the caller's scope. Another seller's record answers 404, the
 * same as one that does not exist, so guessing ids tells a seller nothing.
 */
export const recordReadRoute = <Item>(
  app: App,
  list: List<Item>,
  options: {
    path: string;
    userTypes: readonly UserType[];
    tag: string;
    title: string;
    item: z.ZodType;
    /** The success message's key; the intake records share `intake:loaded`. */
    message?: string;
  },
) => {
  app.get(
    `${options.path}/:id`,
    {
      config: { userTypes: options.userTypes },
      schema: {
        tags: [options.tag],
        summary: `${options.title}: one record`,
        params: idParams,
        response: { 200: successEnvelope(options.item), 404: errorBody },
      },
    },
    async (request) => {
      const found = await list.one(request.params.id, requestContext(request));
      if (!found) throw new HttpProblem(404, "errors:notFound");
      return { message: request.t(options.message ?? "intake:loaded"), data: found };
    },
  );
};
