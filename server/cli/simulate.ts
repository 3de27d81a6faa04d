// `npm run simulate -- [--once] [--url http://localhost:3000] [--interval 5]`: plays the
// marketplace's customer apps against a running server through its public intake calls.
import { parseArgs } from "node:util";
import { API_BASE_PATH, APP_KEY_HEADER } from "../../domain/api.ts";
import { formatMoney } from "../../domain/money.ts";
import { parseConfig } from "../config.ts";
import {
  type AskedModel,
  type EventOnOffer,
  eventRequestSample,
  orderRequestSample,
  orderSample,
  pick,
  type Random,
  rentRequestSample,
} from "../seed/intakeSamples.ts";

const USAGE = "Usage: npm run simulate -- [--once] [--url http://localhost:3000] [--interval 5]";

class SimulateError extends Error {
  override name = "SimulateError";
}

interface Product {
  _id: string;
  nameEn: string;
  priceCents: number;
  /** Pieces an order may take now: more answers 409 `outOfStock`. */
  available: number;
  seller: { fullName: string } | null;
}

/** What the customer apps offer: the products on sale, the active rent models, the events. */
interface Catalogue {
  products: readonly Product[];
  rentModels: readonly AskedModel[];
  events: readonly EventOnOffer[];
}

interface Made {
  number: number;
  customerName: string;
  customerEmail: string;
}

const KINDS = ["rentRequest", "eventRequest", "orderRequest", "order"] as const;
type Kind = (typeof KINDS)[number];

const PATHS: Record<Kind, string> = {
  rentRequest: "/intake/rent-requests",
  eventRequest: "/intake/event-requests",
  orderRequest: "/intake/order-requests",
  order: "/intake/orders",
};

const LABELS: Record<Kind, string> = {
  rentRequest: "rent request",
  eventRequest: "event request",
  orderRequest: "order request",
  order: "confirmed order",
};

const client = (baseUrl: string, appKey: string) => {
  const call = async <T>(path: string, body?: unknown): Promise<T> => {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${API_BASE_PATH}${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: {
          [APP_KEY_HEADER]: appKey,
          "accept-language": "en",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new SimulateError(
        `Cannot reach the server at ${baseUrl} (${(error as Error).cause ?? (error as Error).message}). Is it running? Start it with npm start, or pass --url.`,
      );
    }
    const answer = (await response.json().catch(() => ({}))) as { message?: string; data?: T };
    if (!response.ok) {
      throw new SimulateError(
        `${path} answered ${response.status}: ${answer.message ?? response.statusText}`,
      );
    }
    return answer.data as T;
  };
  return call;
};

type Call = ReturnType<typeof client>;

const bodyOf = (
  kind: Kind,
  random: Random,
  { products, rentModels, events }: Catalogue,
  now: Date,
) => {
  switch (kind) {
    case "rentRequest":
      return rentRequestSample(random, now, pick(random, rentModels));
    case "eventRequest":
      return eventRequestSample(random, now, events);
    case "orderRequest":
      return orderRequestSample(random, pick(random, products)._id);
    case "order": {
      const product = pick(random, products);
      const order = orderSample(random, product._id, now);
      // A product's last piece is on sale too: the order asks no more than is left.
      return { ...order, quantity: Math.min(order.quantity, product.available) };
    }
  }
};

const describe = (kind: Kind, made: Made & Record<string, unknown>) => {
  const who = `${made.customerName} <${made.customerEmail}>`;
  const product = made.product as { nameEn: string } | undefined;
  const event = made.event as { nameEn: string } | null | undefined;
  const what =
    kind === "rentRequest"
      ? `${made.modelName}, ${made.startLocation} → ${made.destination}`
      : kind === "eventRequest"
        ? `${event?.nameEn ?? made.eventName}, ${made.guests} guests`
        : kind === "orderRequest"
          ? `${made.quantity} × ${product?.nameEn}`
          : `${made.quantity} × ${product?.nameEn}, total ${formatMoney(Number(made.totalCents), "en")}`;
  return `${LABELS[kind]} #${made.number}: ${who} — ${what}`;
};

const makeOne = async (call: Call, kind: Kind, catalogue: Catalogue) => {
  const made = await call<Made & Record<string, unknown>>(
    PATHS[kind],
    bodyOf(kind, Math.random, catalogue, new Date()),
  );
  console.info(`created ${describe(kind, made)}`);
  return made;
};

const productsOnSale = async (call: Call) => {
  const products = await call<Product[]>("/intake/products?limit=100");
  if (products.length === 0) {
    throw new SimulateError(
      "The server has no products on sale: add one in the back-office first.",
    );
  }
  return products;
};

const rentModelsOffered = async (call: Call) => {
  const models = await call<AskedModel[]>("/intake/rent-models");
  if (models.length === 0) {
    throw new SimulateError(
      "The server offers no rent models: add an active one in the back-office first.",
    );
  }
  return models;
};

const eventsOnOffer = (call: Call) => call<EventOnOffer[]>("/intake/events?limit=100");

/** Order requests and orders come more often than rent and event requests, as in a shop. */
const WEIGHTED_KINDS: readonly Kind[] = [
  "order",
  "order",
  "order",
  "orderRequest",
  "orderRequest",
  "rentRequest",
  "eventRequest",
];

const options = () => {
  const { values } = parseArgs({
    options: {
      url: { type: "string", default: "http://localhost:3000" },
      once: { type: "boolean", default: false },
      interval: { type: "string", default: "5" },
      help: { type: "boolean", default: false },
    },
  });
  const interval = Number(values.interval);
  if (!Number.isFinite(interval) || interval <= 0) {
    throw new SimulateError(
      `--interval must be a number of seconds above 0 (got "${values.interval}")`,
    );
  }
  return { ...values, url: values.url.replace(/\/$/, ""), intervalMs: interval * 1000 };
};

const run = async () => {
  const { url, once, intervalMs, help } = options();
  if (help) {
    console.info(USAGE);
    return;
  }
  const appKey = parseConfig({ APP_KEY: process.env.APP_KEY }).appKey;
  const call = client(url, appKey);
  const catalogue = {
    products: await productsOnSale(call),
    rentModels: await rentModelsOffered(call),
    // With no event on offer, event requests name one as text, as older apps do.
    events: await eventsOnOffer(call),
  };
  if (once) {
    for (const kind of KINDS) await makeOne(call, kind, catalogue);
    return;
  }

  console.info(`Simulating customers against ${url} every ${intervalMs / 1000} s; Ctrl-C stops.`);
  let stopped = false;
  let made = 0;
  let wake: () => void = () => {};
  const stop = () => {
    stopped = true;
    wake();
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  while (!stopped) {
    // A refused or lost call is reported and the feed goes on, as customers' apps would.
    await makeOne(call, pick(Math.random, WEIGHTED_KINDS), catalogue).then(
      () => {
        made += 1;
      },
      (error: unknown) => {
        if (!(error instanceof SimulateError)) throw error;
        console.error(error.message);
      },
    );
    await new Promise<void>((resolve) => {
      wake = resolve;
      setTimeout(resolve, intervalMs);
    });
  }
  console.info(`Stopped after ${made} records.`);
};

run().then(
  () => process.exit(0),
  (error: unknown) => {
    if (!(error instanceof SimulateError)) throw error;
    console.error(error.message);
    process.exit(1);
  },
);
