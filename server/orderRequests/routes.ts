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
import { createHoldExpiryJob, HOLD_EXPIRY_TIMING, type HoldExpiryTiming } from "./holdExpiry.ts";
import { orderRequestList } from "./list.ts";
import { quotesById } from "./quotes.ts";
import { orderRequests } from "./schema.ts";
import { orderRequestWork, sendQuote } from "./work.ts";

const idParams = z.object({ id: z.uuid({ error: "invalid" }) });

/**
 * Order requests: staff work on all, a seller on its own (docs/api.md#shop-work). The job that
 * ends expired quotes' holds lives here.
 */
export const orderRequestRoutes: FastifyPluginAsyncZod<{
  holdExpiry?: Partial<HoldExpiryTiming>;
}> = async (app, options) => {
  const holdExpiry = createHoldExpiryJob(app, { ...HOLD_EXPIRY_TIMING, ...options.holdExpiry });
  app.addHook("onReady", async () => holdExpiry.start());
  app.addHook("onClose", async () => holdExpiry.stop());
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
          "Computes the figures with domain/quote.ts from the request's unit price and quantity, stores them as the next quote version and moves the request to Quotation sent, and queues the customer's mail (in their language) with it; `mails` says whether it went at once (docs/mail.md). Only from Request in progress or Quotation sent (else 409 `illegalMove`); while a quote is current, 409 `quoteExists` unless `replaceQuote: true`. `validUntil` (a day, UTC) is today or later (400), 7 days from now when absent. The quote holds the request's quantity of the product until then (docs/stock.md#quote-holds): a new quote moves the hold, releasing the earlier one's first; fewer pieces available answers 409 `outOfStock` with `available`, and nothing is stored or sent. A stale `version` answers 409 `staleVersion`.",
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
    moveRefusals:
      "Request denied releases the quote's hold (docs/stock.md#quote-holds). A request paid without stock (`paidWithoutStockAt`) is resolved by Request denied, or by Working in process once restocked, which takes its pieces: fewer available answers 409 `outOfStock` with `available`.",
    quotesOf: (ids) => quotesById(app.db, ids),
  });
};
