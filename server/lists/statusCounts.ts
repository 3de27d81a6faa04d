import type { PgColumn } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { errorBody, successEnvelope } from "../../domain/api.schema.ts";
import type { UserType } from "../../domain/userTypes.ts";
import type { App } from "../appInstance.ts";
import { requestContext } from "./context.ts";
import type { List } from "./define.ts";
import type { ListQueryValues } from "./filters.ts";

/**
 * `GET <list path>/count-by-status`: every status with its count (0 included) in the caller's
 * scope, under the list's other filters and `q`, so the status tabs match the filtered list. The
 * status filter itself is ignored: each tab counts its own status.
 */
export const statusCountsRoute = <Item>(
  app: App,
  list: List<Item>,
  options: {
    path: string;
    userTypes: readonly UserType[];
    tag: string;
    title: string;
    column: PgColumn;
    statuses: readonly string[];
    counts: z.ZodType;
  },
) => {
  app.get(
    `${options.path}/count-by-status`,
    {
      config: { userTypes: options.userTypes },
      schema: {
        tags: [options.tag],
        summary: `${options.title}: how many in each status (the list's tabs)`,
        querystring: list.exportQuery,
        response: { 200: successEnvelope(options.counts), 400: errorBody },
      },
    },
    async (request) => {
      const { status: _everyStatus, ...values } = request.query as ListQueryValues;
      const counts = await list.countBy(options.column, values, requestContext(request));
      return {
        message: request.t("shopWork:statusesCounted"),
        data: Object.fromEntries(
          options.statuses.map((status) => [status, counts.get(status) ?? 0]),
        ),
      };
    },
  );
};
