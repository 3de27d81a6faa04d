import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { RESOURCE_USERS } from "../../domain/access.ts";
import { errorBody, listEnvelope, successEnvelope } from "../../domain/api.schema.ts";
import { customerDetail, customerQuery, customerSummary } from "../../domain/customers.schema.ts";
import { requestContext } from "../lists/context.ts";
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
};
