import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { REFUNDERS, RESOURCE_USERS } from "../../domain/access.ts";
import { errorBody, successEnvelope } from "../../domain/api.schema.ts";
import type { PayableResource } from "../../domain/payments.ts";
import { recordPayment, refundInput, refundRecord } from "../../domain/refunds.schema.ts";
import { eventRequestList } from "../eventRequests/list.ts";
import { type RequestContext, requestContext } from "../lists/index.ts";
import { orderRequestList } from "../orderRequests/list.ts";
import { orderList } from "../orders/list.ts";
import type { PaymentProvider } from "../payments/provider.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { rentRequestList } from "../rentRequests/list.ts";
import { REFUND_TIMING, type RefundTiming } from "./delivery.ts";
import { createRefund, recordPaymentOf, refundById } from "./service.ts";
import { createRefundWorker } from "./worker.ts";

export interface RefundRoutesOptions {
  provider: PaymentProvider;
  /** The retries' backoff and polling (default: REFUND_TIMING); tests use short ones. */
  timing?: Partial<RefundTiming>;
}

/** The paid records, at their record routes' paths. */
const PAID_RECORDS: {
  resource: PayableResource;
  path: string;
  title: string;
  tag: string;
  list: { one(id: string, context: RequestContext): Promise<object | undefined> };
}[] = [
  { resource: "orders", path: "/order", title: "Order", tag: "orders", list: orderList },
  {
    resource: "orderRequests",
    path: "/order/request",
    title: "Order request",
    tag: "orderRequests",
    list: orderRequestList,
  },
  {
    resource: "rentRequests",
    path: "/request",
    title: "Rent request",
    tag: "rentRequests",
    list: rentRequestList,
  },
  {
    resource: "eventRequests",
    path: "/event/request",
    title: "Event request",
    tag: "eventRequests",
    list: eventRequestList,
  },
];

const idParams = z.object({ id: z.uuid({ error: "invalid" }) });

/**
 * Payment state and refunds of orders, quotes and bookings (docs/api.md#refunds): whoever reads
 * the record reads its payment; administrators refund it. The refunds' worker lives here.
 */
export const refundRoutes: FastifyPluginAsyncZod<RefundRoutesOptions> = async (app, options) => {
  const timing = { ...REFUND_TIMING, ...options.timing };
  const worker = createRefundWorker(app, options.provider, timing);
  // Refunds left pending by an outage, or by an instance that stopped, go once the server serves.
  app.addHook("onReady", async () => worker.start());
  app.addHook("onClose", async () => worker.stop());

  for (const { resource, path, title, tag, list } of PAID_RECORDS) {
    app.get(
      `${path}/:id/payment`,
      {
        config: { userTypes: RESOURCE_USERS[resource] },
        schema: {
          tags: [tag],
          summary: `${title}: payment state and refunds`,
          description:
            "Unpaid, Paid, Partly refunded or Refunded, from the reconciled provider events; the amounts paid, refunded and being refunded, what may still be refunded, the amount a refund is proposed with (an approved return's pieces, a cancelled order's payment) and the refunds, newest first. 404 for a record outside the caller's scope.",
          params: idParams,
          response: { 200: successEnvelope(recordPayment), 404: errorBody },
        },
      },
      async (request) => {
        const context = requestContext(request);
        const found = await list.one(request.params.id, context);
        if (!found) throw new HttpProblem(404, "errors:notFound");
        return {
          message: request.t("payments:loaded"),
          data: await recordPaymentOf(app.db, resource, request.params.id),
        };
      },
    );

    app.post(
      `${path}/:id/refunds`,
      {
        config: { userTypes: REFUNDERS },
        schema: {
          tags: [tag],
          summary: `${title}: refund (administrators)`,
          description:
            "Refunds `amountCents` (at least 1, at most paid − refunded − pending) for `reason`. The refund is stored Pending and sent to the payment provider after commit with its own id as idempotency key, and again with the same key while the provider cannot be reached; the provider's `charge.refunded` settles it (Refunded), a refusal makes it Failed with the provider's words. 409 `refundNothingPaid` when nothing was paid, 409 `refundExceedsPayment` when the amount is more than may be refunded (also when concurrent refunds would together exceed it).",
          params: idParams,
          body: refundInput,
          response: { 201: successEnvelope(refundRecord), 404: errorBody, 409: errorBody },
        },
      },
      async (request, reply) => {
        const context = requestContext(request);
        const found = await list.one(request.params.id, context);
        if (!found) throw new HttpProblem(404, "errors:notFound");
        const { sellerId } = found as { sellerId?: string | null };
        const target = { resource, id: request.params.id, sellerId: sellerId ?? null };
        const row = await createRefund(context, target, request.body);
        await worker.sendNow(row.id);
        reply.status(201);
        return {
          message: request.t("payments:refundRequested"),
          data: await refundById(app.db, row.id),
        };
      },
    );
  }
};
