import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { RESOURCE_USERS } from "../../domain/access.ts";
import { errorBody, listEnvelope, successEnvelope } from "../../domain/api.schema.ts";
import {
  customerDetail,
  customerExportQuery,
  customerQuery,
  customerSummary,
} from "../../domain/customers.schema.ts";
import { EXPORT_CONTENT_TYPES, EXPORT_FORMATS } from "../../domain/exports.ts";
import { requestContext } from "../lists/context.ts";
import { exportFileName } from "../lists/export.ts";
import { customerTimelineExport } from "./export.ts";
import { listCustomers } from "./list.ts";
import { findCustomer } from "./service.ts";

const tags = ["customers"];

/**
 * Customers (docs/api.md#customers): every record carrying one e-mail address, across both
 * lines. Staff see every customer; a seller the customers of its own orders and order requests,
 * with those records only.
 */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { userTypes: RESOURCE_USERS.customers };

  app.get(
    "/customers",
    {
      config,
      schema: {
        tags,
        summary: "Customers",
        description:
          "One item per e-mail address (case-insensitive) across orders, order requests, rent requests and event requests. `sort`: `lastContact`, `firstContact`, `spend` (paid minus refunded, both lines), `-` for descending; `-lastContact` by default. `q` searches names, e-mails and phones.",
        querystring: customerQuery,
        response: { 200: listEnvelope(customerSummary), 400: errorBody },
      },
    },
    async (request) => ({
      message: request.t("customers:listed"),
      data: await listCustomers(requestContext(request), request.query),
    }),
  );

  app.get(
    "/customers/:id",
    {
      config,
      schema: {
        tags,
        summary: "A customer",
        description:
          "The summary, the account (staff), counts by status, the open work and the timeline newest first: records, quote versions, payments, refunds and (administrators) account-deletion requests. A customer with none of the caller's records answers 404.",
        params: z.object({ id: z.string() }),
        response: { 200: successEnvelope(customerDetail), 404: errorBody },
      },
    },
    async (request) => ({
      message: request.t("customers:loaded"),
      data: await findCustomer(requestContext(request), request.params.id),
    }),
  );

  app.get(
    "/customers/:id/export/:format",
    {
      config,
      // A customer's few rows: sent as written, like every list's export.
      compress: false,
      schema: {
        tags,
        summary: "A customer's timeline: export as CSV or XLSX",
        description:
          "The timeline's items the caller sees, newest first, in the list exports' format (headers in the caller's language, amounts in EUR, times in UTC). `line` (`shop`, `rent`, `account`) and `status` (the page's status filter value, `<status list>:<status>`, e.g. `order:orderConfirmed`) keep those items only. A customer with none of the caller's records answers 404.",
        params: z.object({
          id: z.string(),
          format: z.enum(EXPORT_FORMATS, { error: "invalid" }),
        }),
        querystring: customerExportQuery,
        response: {
          200: {
            description: "The file, as an attachment",
            content: Object.fromEntries(
              EXPORT_FORMATS.map((format) => [
                EXPORT_CONTENT_TYPES[format],
                { schema: z.string().meta({ format: "binary" }) },
              ]),
            ),
          },
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { id, format } = request.params;
      const context = requestContext(request);
      const stream = await customerTimelineExport(context, id, format, request.query);
      // The typed reply models JSON bodies only; this one is a file stream.
      return (reply as FastifyReply)
        .header("content-type", EXPORT_CONTENT_TYPES[format])
        .header(
          "content-disposition",
          `attachment; filename="${exportFileName("customer", format, context.now)}"`,
        )
        .header("cache-control", "no-store")
        .send(stream);
    },
  );
};
