import type { FastifyContextConfig, FastifyReply } from "fastify";
import { z } from "zod";
import { listEnvelope } from "../../domain/api.schema.ts";
import { EXPORT_CONTENT_TYPES, EXPORT_FORMATS } from "../../domain/exports.ts";
import type { UserType } from "../../domain/userTypes.ts";
import type { App } from "../appInstance.ts";
import { requestContext } from "./context.ts";
import type { List } from "./define.ts";
import { exportFileName, exportStream } from "./export.ts";

export interface ListRouteOptions {
  /** The list's path, e.g. "/products"; the export is at `<path>/export/:format`. */
  path: string;
  userTypes: readonly UserType[];
  /** OpenAPI tag, e.g. "products". */
  tag: string;
  /** The item schema: serialises the answer and documents it. */
  item: z.ZodType;
  /** Translation key of the success message, e.g. "catalogue:products.listed". */
  message: string;
  /** What the list holds, for the OpenAPI summaries, e.g. "Products". */
  title: string;
  /** More route config, e.g. `{ openToUnlinkedSeller: true }`. */
  config?: FastifyContextConfig;
}

const binary = z.string().meta({ format: "binary" });

/** Registers `GET <path>` (a page) and `GET <path>/export/:format` (a streamed file). */
export const listRoutes = <Item>(app: App, list: List<Item>, options: ListRouteOptions) => {
  const config = { ...options.config, userTypes: options.userTypes };

  app.get(
    options.path,
    {
      config,
      schema: {
        tags: [options.tag],
        summary: `${options.title}: a page of the list`,
        description:
          "offset/limit (default 10, at most 100), sort=field or -field, q (free text) and the filters below; answers { items, total }.",
        querystring: list.query,
        response: { 200: listEnvelope(options.item) },
      },
    },
    async (request) => ({
      message: request.t(options.message),
      data: await list.page(request.query as Record<string, unknown>, requestContext(request)),
    }),
  );

  app.get(
    `${options.path}/export/:format`,
    {
      config,
      // Sent as written, row by row: a download is saved, not read in the page, and compressing
      // 100,000 rows would cost the export's CPU (XLSX is a zip already).
      compress: false,
      schema: {
        tags: [options.tag],
        summary: `${options.title}: export the filtered or selected rows as CSV or XLSX`,
        description:
          "The list's sort, q and filters without paging, or ids=a,b for selected rows. Streamed; headers in the caller's language, amounts in EUR, times in UTC.",
        params: z.object({ format: z.enum(EXPORT_FORMATS, { error: "invalid" }) }),
        querystring: list.exportQuery,
        response: {
          200: {
            description: "The file, as an attachment",
            content: Object.fromEntries(
              EXPORT_FORMATS.map((format) => [EXPORT_CONTENT_TYPES[format], { schema: binary }]),
            ),
          },
        },
      },
    },
    async (request, reply) => {
      const { format } = request.params;
      const context = requestContext(request);
      const stream = await exportStream(
        list,
        format,
        request.query as Record<string, unknown>,
        context,
      );
      // The typed reply models JSON bodies only; this one is a file stream.
      return (reply as FastifyReply)
        .header("content-type", EXPORT_CONTENT_TYPES[format])
        .header(
          "content-disposition",
          `attachment; filename="${exportFileName(list.definition.name, format, context.now)}"`,
        )
        .header("cache-control", "no-store")
        .send(stream);
    },
  );
};
