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
import type { App } from "../appInstance.ts";
import { createEventRequest } from "../eventRequests/service.ts";
import { insertOrderRequest, toOrderRequest } from "../orderRequests/service.ts";
import { placeOrder } from "../orders/placeOrder.ts";
import { toOrder } from "../orders/service.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { createRentRequest } from "../rentRequests/service.ts";
import { APP_KEY_ONLY, INTAKE, intakeRoute } from "./intakeRoute.ts";
import {
  findProductOnSale,
  listProductsOnSale,
  type ProductOnSale,
  productOnSale,
  productsOnSaleQuery,
} from "./products.ts";
import type { References } from "./references.ts";

/** The product and seller a new record names: already read with the product, not read again. */
const referencesOf = ({ _id, nameEn, nameIt, seller }: ProductOnSale): References => ({
  product: { _id, nameEn, nameIt },
  seller,
});

const productOf = async (app: App, productId: string) => {
  const product = await findProductOnSale(app.db, productId);
  if (!product) {
    throw new HttpProblem(400, "errors:validationFailed", undefined, {
      productId: "productNotFound",
    });
  }
  return product;
};

/**
 * The calls the marketplace's customer apps make (docs/product.md#one-system-two-parts): a customer asks for a rent, an
 * event, a quote, or places an order (see intakeRoute.ts), and reads the products on sale.
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

  intakeRoute(app, {
    path: "/intake/rent-requests",
    summary: "A customer asks to rent a yacht, jet, villa or car",
    description:
      "Stored as a new rent request; staff sockets receive `rentRequestArrived` with the new count.",
    body: rentRequestIntake,
    record: rentRequest,
    message: "intake:rentRequestReceived",
    counter: "rentRequests",
    store: async (body) => ({ record: await createRentRequest(app.db, body) }),
  });

  intakeRoute(app, {
    path: "/intake/event-requests",
    summary: "A customer asks about an event",
    description:
      "Stored as a new event request; staff sockets receive `rentEventRequestArrived` with the new count.",
    body: eventRequestIntake,
    record: eventRequest,
    message: "intake:eventRequestReceived",
    counter: "eventRequests",
    store: async (body) => ({ record: await createEventRequest(app.db, body) }),
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
    store: async (body) => {
      const product = await productOf(app, body.productId);
      const row = await insertOrderRequest(app.db, { ...body, sellerId: product.sellerId });
      return {
        record: toOrderRequest({ row, ...referencesOf(product) }),
        sellerId: row.sellerId,
      };
    },
  });

  intakeRoute(app, {
    path: "/intake/orders",
    summary: "A customer's paid order, confirmed",
    description:
      "Stored as 'Order confirmed' with the product's current unit price, the quantity, the coupon's discount and the total frozen in cents. A coupon that is unknown, expired, another seller's or used up answers 400 on `couponName`; an unknown product 400 on `productId`. Staff sockets receive `orderArrived` with the total count, the seller's socket its own.",
    body: orderIntake,
    record: order,
    message: "intake:orderReceived",
    counter: "orders",
    store: async (body) => {
      const product = await productOf(app, body.productId);
      const row = await placeOrder(app.db, body, product, app.now());
      return { record: toOrder({ row, ...referencesOf(product) }), sellerId: product.sellerId };
    },
  });
};
