import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody, successEnvelope } from "../../domain/api.schema.ts";
import { APP_KEY_HEADER } from "../../domain/api.ts";
import { orderReturnIntake } from "../../domain/orderWork.schema.ts";
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
import { deletionRequestIntakeRoute } from "../deletionRequests/intake.ts";
import { createEventRequest } from "../eventRequests/service.ts";
import { insertOrderRequest, toOrderRequest } from "../orderRequests/service.ts";
import { placeOrder } from "../orders/placeOrder.ts";
import { toOrder } from "../orders/service.ts";
import { returnOrder } from "../orders/work.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { createRentRequest } from "../rentRequests/service.ts";
import { eventOnOffer, eventsOnOfferQuery, listEventsOnOffer } from "./events.ts";
import { APP_KEY_ONLY, INTAKE, intakeRoute } from "./intakeRoute.ts";
import {
  listProductsOnSale,
  type ProductOnSale,
  productOnSale,
  productOnSaleReader,
  productsOnSaleQuery,
} from "./products.ts";
import type { References } from "./references.ts";
import { listRentModelsOffered, rentModelOffered } from "./rentModels.ts";

/** The product and seller a new record names: already read with the product, not read again. */
const referencesOf = ({ _id, nameEn, nameIt, seller }: ProductOnSale): References => ({
  product: { _id, nameEn, nameIt },
  seller,
});

type ProductOnSaleReader = ReturnType<typeof productOnSaleReader>;

const productOf = async (read: ProductOnSaleReader, productId: string) => {
  const product = await read(productId);
  if (!product) {
    throw new HttpProblem(400, "errors:validationFailed", undefined, {
      productId: "productNotFound",
    });
  }
  return product;
};

/**
 * The calls the marketplace's customer apps make (docs/product.md#one-system-two-parts): a customer asks for a rent, an
 * event, a quote, or places an order (see intakeRoute.ts), and reads the products and events on offer.
 */
export const intakeRoutes: FastifyPluginAsyncZod = async (app) => {
  const readProduct = productOnSaleReader(app.db);
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

  app.get(
    "/intake/rent-models",
    {
      config: INTAKE,
      schema: {
        tags: ["intake"],
        summary: "Rent models offered, for a customer app's catalogue",
        description:
          "The active yachts, jets, villas and cars: what a customer app offers, then sends the id of to `POST /intake/rent-requests`.",
        security: APP_KEY_ONLY,
        response: {
          200: successEnvelope(z.array(rentModelOffered)),
          401: errorBody,
          429: errorBody,
        },
      },
    },
    async (request) => ({
      message: request.t("intake:rentModelsListed"),
      data: await listRentModelsOffered(app.db),
    }),
  );

  app.get(
    "/intake/events",
    {
      config: INTAKE,
      schema: {
        tags: ["intake"],
        summary: "Events on offer, for a customer app's agenda",
        description:
          "Published events not over yet, soonest first, with their public fields: what a customer app offers and then sends as `eventId` to the event request call.",
        security: APP_KEY_ONLY,
        querystring: eventsOnOfferQuery,
        response: { 200: successEnvelope(z.array(eventOnOffer)), 401: errorBody, 429: errorBody },
      },
    },
    async (request) => ({
      message: request.t("intake:eventsListed"),
      data: await listEventsOnOffer(app.db, request.query.limit, app.now()),
    }),
  );

  intakeRoute(app, {
    path: "/intake/rent-requests",
    summary: "A customer asks to rent a yacht, jet, villa or car",
    description:
      "Stored as a new rent request of the model `rentModelId` names (an active model of `GET /intake/rent-models`; an unknown or inactive one answers 400 on `rentModelId`). Apps from before rent models may send `modelName` instead: the request keeps that text and is linked to the one model of that name (EN or IT, any case) when there is one. Staff sockets receive `rentRequestArrived` with the new count.",
    body: rentRequestIntake,
    record: rentRequest,
    message: "intake:rentRequestReceived",
    counter: "rentRequests",
    store: async (unit, body) => ({ record: await createRentRequest(unit.db, body) }),
  });

  intakeRoute(app, {
    path: "/intake/event-requests",
    summary: "A customer asks about an event",
    description:
      "Stored as a new event request; staff sockets receive `rentEventRequestArrived` with the new count. Name the event by `eventId`, a published event: an unknown or draft one answers 400 on `eventId`. Apps from before events were records may send `eventName` instead (still accepted): the text is kept and the request is linked to the published event of that name (English or Italian, ignoring case) when one matches. One of the two is required (400 on `eventId`). `eventDate` defaults to the event's first day (UTC); without an event it is required.",
    body: eventRequestIntake,
    record: eventRequest,
    message: "intake:eventRequestReceived",
    counter: "eventRequests",
    store: async (unit, body) => {
      const record = await createEventRequest(unit.db, body);
      // The event's page counts its requests: it refreshes with the list of them.
      if (record.eventId) unit.changed({ resource: "events", type: "updated", id: record.eventId });
      return { record };
    },
  });

  intakeRoute(app, {
    path: "/intake/order-requests",
    summary: "A customer asks for a quote on a product",
    description:
      "Stored as a new order request of the product's seller. Staff sockets receive `orderRequestArrived` with the total count, the seller's socket with its own count. An unknown product answers 400 on `productId`.",
    body: orderRequestIntake,
    record: orderRequest,
    message: "intake:orderRequestReceived",
    counter: "orderRequests",
    read: (body) => productOf(readProduct, body.productId),
    store: async (unit, body, product) => {
      const row = await insertOrderRequest(unit.db, {
        ...body,
        sellerId: product.sellerId,
        unitPriceCents: product.priceCents,
      });
      return {
        record: toOrderRequest({ row, ...referencesOf(product), now: app.now() }),
        sellerId: row.sellerId,
      };
    },
  });

  intakeRoute(app, {
    path: "/intake/orders",
    summary: "A customer's paid order, confirmed",
    description:
      "Stored as 'Order confirmed' with the product's current unit price, the quantity, the coupon's discount and the total frozen in cents; its pieces leave the product's stock in the same transaction. Fewer pieces available than `quantity` answers 409 `outOfStock` with `available`, and stores nothing. A coupon that is unknown, expired, another seller's or used up answers 400 on `couponName`; an unknown product 400 on `productId`. Staff sockets receive `orderArrived` with the total count, the seller's socket its own.",
    body: orderIntake,
    record: order,
    message: "intake:orderReceived",
    counter: "orders",
    refusals: [409],
    read: (body) => productOf(readProduct, body.productId),
    store: async (unit, body, product) => {
      const row = await placeOrder(unit, body, product, app.now());
      return { record: toOrder({ row, ...referencesOf(product) }), sellerId: product.sellerId };
    },
  });

  intakeRoute(app, {
    path: "/intake/order-returns",
    summary: "A customer asks to return an order",
    description:
      "The order is found by `orderNumber` and `customerEmail` together (else 404, so a guessed number tells nothing) and must be 'Working in progress' (else 409 `illegalMove`). It moves to 'Return request' with the reason in its history, the customer is mailed, and staff sockets receive `orderArrived`: returns count in the orders badge.",
    body: orderReturnIntake,
    record: order,
    message: "shopWork:returnReceived",
    counter: "orders",
    change: "updated",
    refusals: [404, 409],
    store: async (unit, body) => {
      const record = await returnOrder(unit, body);
      return { record, sellerId: record.sellerId };
    },
  });

  deletionRequestIntakeRoute(app);
};
