import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody, successEnvelope } from "../../domain/api.schema.ts";
import { APP_KEY_HEADER } from "../../domain/api.ts";
import {
  eventRequest,
  eventRequestIntake,
  order,
  orderIntake,
  orderRequest,
  orderRequestIntake,
  rentRequest,
  rentRequestIntake,
} from "../../domain/requests.schema.ts";
import { createEventRequest } from "../eventRequests/service.ts";
import { publishCounters } from "../liveCounters/publisher.ts";
import { insertOrderRequest, toOrderRequest } from "../orderRequests/service.ts";
import { placeOrder } from "../orders/placeOrder.ts";
import { toOrder } from "../orders/service.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { createRentRequest } from "../rentRequests/service.ts";
import {
  findProductOnSale,
  listProductsOnSale,
  type ProductOnSale,
  productOnSale,
  productsOnSaleQuery,
} from "./products.ts";
import type { References } from "./references.ts";

/** Public, but only for clients presenting the application key (decision D4). */
const INTAKE = { public: true, rateLimitPolicy: "intake" } as const;
const APP_KEY_ONLY = [{ appKey: [] }];

const created = <T extends z.ZodType>(record: T) => ({
  201: successEnvelope(record),
  400: errorBody,
  401: errorBody,
  429: errorBody,
});

/** The product and seller a new record names: already read with the product, not read again. */
const referencesOf = ({ _id, nameEn, nameIt, seller }: ProductOnSale): References => ({
  product: { _id, nameEn, nameIt },
  seller,
});

const productOf = async (app: FastifyInstance, productId: string) => {
  const product = await findProductOnSale(app.db, productId);
  if (!product) {
    throw new HttpProblem(400, "errors:validationFailed", undefined, {
      productId: "productNotFound",
    });
  }
  return product;
};

/**
 * The calls the marketplace's customer apps make (decision D1): a customer asks for a rent, an
 * event, a quote, or places an order. Each answers 201 with the stored record and, once it is
 * committed, pushes the new counters to the back-office's open sockets.
 */
export const intakeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", async (request) => {
    if (request.headers[APP_KEY_HEADER] !== app.config.appKey) {
      throw new HttpProblem(401, "errors:appKeyInvalid");
    }
  });

  app.get(
    "/intake/products",
    {
      config: INTAKE,
      schema: {
        tags: ["intake"],
        summary: "Products on sale, for a customer app's catalogue",
        description:
          "Public fields only (names, price in cents, seller's name): what a customer app needs to offer a product and then send its id to the order calls.",
        security: APP_KEY_ONLY,
        querystring: productsOnSaleQuery,
        response: { 200: successEnvelope(z.array(productOnSale)), 401: errorBody, 429: errorBody },
      },
    },
    async (request) => ({
      message: request.t("intake:productsListed"),
      data: await listProductsOnSale(app.db, request.query.limit),
    }),
  );

  app.post(
    "/intake/rent-requests",
    {
      config: INTAKE,
      schema: {
        tags: ["intake"],
        summary: "A customer asks to rent a yacht, jet, villa or car",
        description:
          "Stored as a new rent request; staff sockets receive `rentRequestArrived` with the new count.",
        security: APP_KEY_ONLY,
        body: rentRequestIntake,
        response: created(rentRequest),
      },
    },
    async (request, reply) => {
      const record = await createRentRequest(app.db, request.body);
      publishCounters(app, "rentRequests");
      return reply
        .status(201)
        .send({ message: request.t("intake:rentRequestReceived"), data: record });
    },
  );

  app.post(
    "/intake/event-requests",
    {
      config: INTAKE,
      schema: {
        tags: ["intake"],
        summary: "A customer asks about an event",
        description:
          "Stored as a new event request; staff sockets receive `rentEventRequestArrived` with the new count.",
        security: APP_KEY_ONLY,
        body: eventRequestIntake,
        response: created(eventRequest),
      },
    },
    async (request, reply) => {
      const record = await createEventRequest(app.db, request.body);
      publishCounters(app, "eventRequests");
      return reply
        .status(201)
        .send({ message: request.t("intake:eventRequestReceived"), data: record });
    },
  );

  app.post(
    "/intake/order-requests",
    {
      config: INTAKE,
      schema: {
        tags: ["intake"],
        summary: "A customer asks for a quote on a product",
        description:
          "Stored as a new order request of the product's seller. Staff sockets receive `orderRequestArrived` with the total count, the seller's socket with its own count. An unknown product answers 400 on `productId`.",
        security: APP_KEY_ONLY,
        body: orderRequestIntake,
        response: created(orderRequest),
      },
    },
    async (request, reply) => {
      const product = await productOf(app, request.body.productId);
      const row = await insertOrderRequest(app.db, { ...request.body, sellerId: product.sellerId });
      publishCounters(app, "orderRequests", { sellerId: row.sellerId });
      const record = toOrderRequest({ row, ...referencesOf(product) });
      return reply
        .status(201)
        .send({ message: request.t("intake:orderRequestReceived"), data: record });
    },
  );

  app.post(
    "/intake/orders",
    {
      config: INTAKE,
      schema: {
        tags: ["intake"],
        summary: "A customer's paid order, confirmed",
        description:
          "Stored as 'Order confirmed' with the product's current unit price, the quantity, the coupon's discount and the total frozen in cents. A coupon that is unknown, expired, another seller's or used up answers 400 on `couponName`; an unknown product 400 on `productId`. Staff sockets receive `orderArrived` with the total count, the seller's socket its own.",
        security: APP_KEY_ONLY,
        body: orderIntake,
        response: created(order),
      },
    },
    async (request, reply) => {
      const product = await productOf(app, request.body.productId);
      const row = await placeOrder(app.db, request.body, product, app.now());
      publishCounters(app, "orders", { sellerId: product.sellerId });
      const record = toOrder({ row, ...referencesOf(product) });
      return reply.status(201).send({ message: request.t("intake:orderReceived"), data: record });
    },
  );
};
