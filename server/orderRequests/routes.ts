import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { RESOURCE_USERS } from "../../domain/access.ts";
import { errorBody } from "../../domain/api.schema.ts";
import { ORDER_REQUEST_STATUSES } from "../../domain/orders.ts";
import {
  orderRequestMoveInput,
  orderRequestStatusCounts,
  quoteInput,
} from "../../domain/orderWork.schema.ts";
import { orderRequest } from "../../domain/requests.schema.ts";
import { recordWorkRoutes } from "../history/routes.ts";
import { listRoutes, recordReadRoute, requestContext } from "../lists/index.ts";
import { statusCountsRoute } from "../lists/statusCounts.ts";
import { mailedEnvelope, mailedMessage } from "../outbox/answer.ts";
import { orderRequestList } from "./list.ts";
import { quotesById } from "./quotes.ts";
import { orderRequests } from "./schema.ts";
import { orderRequestWork, sendQuote } from "./work.ts";

const idParams = z.object({ id: z.uuid({ error: "invalid" }) });

/** Order requests: staff work on all, a seller on its own (docs/api.md#shop-work). */
export const orderRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = {
    userTypes: RESOURCE_USERS.orderRequests,
    tag: "orderRequests",
    title: "Order requests",
    item: orderRequest,
  };
  listRoutes(app, orderRequestList, {
    ...access,
    path: "/order/request",
    message: "intake:listed",
  });
  statusCountsRoute(app, orderRequestList, {
    ...access,
    path: "/order/request",
    column: orderRequests.status,
    statuses: ORDER_REQUEST_STATUSES,
    counts: orderRequestStatusCounts,
  });
  recordReadRoute(app, orderRequestList, { ...access, path: "/order/request" });

  app.put(
    "/order/request/:id",
    {
      config: { userTypes: access.userTypes },
      schema: {
        tags: [access.tag],
        summary: "Order request: send the quote (or send it again)",
        description:
          "Computes the figures with domain/quote.ts from the request's unit price and quantity, stores them as the next quote version and moves the request to Quotation sent, and queues the customer's mail (in their language) with it; `mails` says whether it went at once (docs/mail.md). Only from Request in progress or Quotation sent (else 409 `illegalMove`); while a quote is current, 409 `quoteExists` unless `replaceQuote: true`. A stale `version` answers 409 `staleVersion`.",
        params: idParams,
        body: quoteInput,
        response: {
          200: mailedEnvelope(orderRequest),
          400: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => {
      const context = requestContext(request);
      const { after, mails } = await sendQuote(request.params.id, context, request.body);
      const message = mailedMessage(mails, {
        sent: "shopWork:quoteSent",
        queued: "shopWork:quoteQueued",
      });
      return { message: request.t(message), data: after, mails };
    },
  );

  recordWorkRoutes(app, orderRequestWork, {
    ...access,
    path: "/order/request",
    title: "Order request",
    moveInput: orderRequestMoveInput,
    quotesOf: (ids) => quotesById(app.db, ids),
  });
};
