import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { RESOURCE_USERS } from "../../domain/access.ts";
import { errorBody, successEnvelope } from "../../domain/api.schema.ts";
import {
  paymentProviderInfo,
  sandboxEventInput,
  webhookRecord,
} from "../../domain/webhooks.schema.ts";
import { WEBHOOK_STATUSES } from "../../domain/webhooks.ts";
import { requestContext } from "../lists/context.ts";
import { listRoutes, recordReadRoute } from "../lists/index.ts";
import type { PaymentProvider } from "../payments/provider.ts";
import { toWebhookRecords, webhookList } from "./list.ts";
import { receiveWebhook } from "./receive.ts";
import { sendSandboxEvent } from "./sandboxEvents.ts";

export interface WebhookRoutesOptions {
  provider: PaymentProvider;
  /** STRIPE_WEBHOOK_SECRET, or the secret made at start that only the sandbox signs with. */
  secret: string;
}

const receivedAnswer = successEnvelope(
  z.object({ _id: z.string(), status: z.enum(WEBHOOK_STATUSES), replayed: z.boolean() }),
);

/**
 * `POST /stripe/webhook`, in a plugin of its own: its JSON body is kept raw (a Buffer), because
 * the signature is over the exact bytes. Every other route keeps the parsed JSON.
 */
const receiverRoutes: FastifyPluginAsyncZod<WebhookRoutesOptions> = async (app, { secret }) => {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    "/stripe/webhook",
    {
      config: { public: true },
      schema: {
        tags: ["webhooks"],
        summary: "Receive a payment provider's event",
        description:
          "Public, no token and no application key: the `Stripe-Signature` header (HMAC-SHA256 of `timestamp.body` with STRIPE_WEBHOOK_SECRET, 5-minute tolerance) is checked on the raw body first. A bad, missing or stale signature answers 400 `webhookSignatureInvalid` and stores nothing. An event id already stored answers 200 with `replayed: true` and changes nothing.",
        headers: z.object({ "stripe-signature": z.string().optional() }),
        response: { 200: receivedAnswer, 400: errorBody },
      },
    },
    async (request) => {
      const signature = request.headers["stripe-signature"];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const { record, replayed } = await receiveWebhook(app, { body, signature, secret });
      return {
        message: request.t("webhooks:received"),
        data: { _id: record.id, status: record.status, replayed },
      };
    },
  );
};

/** Payment webhooks: received publicly, read by administrators (docs/api.md#payment-webhooks). */
export const webhookRoutes: FastifyPluginAsyncZod<WebhookRoutesOptions> = async (app, options) => {
  await app.register(receiverRoutes, options);

  const access = {
    userTypes: RESOURCE_USERS.webhooks,
    tag: "webhooks",
    title: "Payment webhooks",
    item: webhookRecord,
  };
  listRoutes(app, webhookList, { ...access, path: "/stripe/webhook", message: "webhooks:listed" });
  recordReadRoute(app, webhookList, {
    ...access,
    path: "/stripe/webhook",
    message: "webhooks:loaded",
  });

  app.get(
    "/stripe/provider",
    {
      config: { userTypes: RESOURCE_USERS.webhooks },
      schema: {
        tags: ["webhooks"],
        summary: "The active payment provider",
        description: "`sandbox` when no STRIPE_SECRET_KEY is set: sandbox events can be sent.",
        response: { 200: successEnvelope(paymentProviderInfo) },
      },
    },
    async (request) => ({
      message: request.t("webhooks:provider"),
      data: {
        name: options.provider.name === "stripe" ? ("stripe" as const) : ("sandbox" as const),
      },
    }),
  );

  if (options.provider.name !== "sandbox") return;
  app.post(
    "/stripe/sandbox-events",
    {
      config: { userTypes: RESOURCE_USERS.webhooks },
      schema: {
        tags: ["webhooks"],
        summary: "Send a sandbox payment event (sandbox provider only)",
        description:
          "Pays (`payment_intent.succeeded`) or refunds (`charge.refunded`) exactly one of: an order (`orderId`), an order request's current quote (`requestId`), a rent or event request's current offer (`rentRequestId`, `eventRequestId`). The event is signed like Stripe's and received through POST /stripe/webhook's verification. Absent when Stripe is configured. 404 for an unknown record, 409 `sandboxNoQuote` / `sandboxNoOffer` when there is nothing to pay yet, 409 `sandboxAlreadyPaid` / `sandboxNotPaid` / `sandboxAlreadyRefunded` when the intent was paid already, is not paid, or was refunded already (a payment succeeds once, a refund follows it once).",
        body: sandboxEventInput,
        response: { 200: successEnvelope(webhookRecord), 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const { record } = await sendSandboxEvent(
        app,
        requestContext(request),
        options.secret,
        request.body,
      );
      const [item] = await toWebhookRecords([record], app.db);
      if (!item) throw new Error("A sent sandbox event has no record");
      return { message: request.t("webhooks:sandboxSent"), data: item };
    },
  );
};
