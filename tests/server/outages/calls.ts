import { randomBytes } from "node:crypto";
import { API_BASE_PATH, APP_KEY_HEADER } from "../../../domain/api.ts";
import { APP_KEY } from "../harness.ts";

/** What a call answered, and how long it took. */
export interface Answer {
  status: number;
  ms: number;
  retryAfter: string | null;
  body: { code?: string; message?: string; data?: unknown };
}

/** Longer than any answer the server may take (the API's 5 s), so a hung call fails the test. */
const CALL_TIMEOUT_MS = 8_000;

/** Calls the API of the server at `url`, as the SPA and the customer apps do. */
export const apiClient = (url: string) => {
  const call = async (
    path: string,
    init: { method?: string; body?: unknown; token?: string; language?: string } = {},
  ): Promise<Answer> => {
    const started = performance.now();
    const response = await fetch(`${url}${API_BASE_PATH}${path}`, {
      method: init.method ?? "GET",
      headers: {
        [APP_KEY_HEADER]: APP_KEY,
        "accept-language": init.language ?? "en",
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const body = (await response.json()) as Answer["body"];
    return {
      status: response.status,
      ms: performance.now() - started,
      retryAfter: response.headers.get("retry-after"),
      body,
    };
  };
  return { call };
};

export type ApiClient = ReturnType<typeof apiClient>;

/** The writes of one test file, each named so the database can be asked for it afterwards. */
export const writes = (client: ApiClient, productId: string, staffToken: string) => {
  const tag = randomBytes(4).toString("hex");
  let made = 0;
  /** A customer app's order: one row (the intake). */
  const order = (couponName?: string) => {
    made += 1;
    const customerEmail = `outage-${tag}-${made}@example.com`;
    return client
      .call("/intake/orders", {
        method: "POST",
        body: {
          ...(couponName ? { couponName } : {}),
          customerName: "Outage Customer",
          customerEmail,
          customerPhone: "+39 333 000 0000",
          productId,
          quantity: 1,
          shippingAddress: "Via Montenapoleone 8, 20121 Milano",
          deliveryDate: "2027-03-01",
        },
      })
      .then((answer) => ({ ...answer, key: customerEmail }));
  };
  /** A staff member's new coupon: the record and its audit entry, in one transaction. */
  const coupon = () => {
    made += 1;
    const name = `OUT${tag}${made}`.toUpperCase();
    return client
      .call("/coupon", {
        method: "POST",
        token: staffToken,
        body: {
          name,
          discountCents: 1_000,
          perPersonUsage: 1,
          totalUsage: 10,
          expiresOn: "2999-12-31",
          sellerId: null,
        },
      })
      .then((answer) => ({ ...answer, key: name }));
  };
  return { tag, order, coupon };
};

export interface Load {
  /** Every call made so far: what it was, its key (for writes) and its answer. */
  calls: { kind: "order" | "coupon" | "read"; key?: string; answer: Answer }[];
  /** Stops sending and resolves once every call in flight has answered. */
  stop(): Promise<void>;
}

/** At most this many calls per worker, so a load left running stops by itself. */
const MAX_CALLS_PER_WORKER = 400;

/**
 * A small steady load: a customer app placing orders, a staff member adding coupons and one
 * reading the orders list, each waiting `pauseMs` between its calls (a pace, not a wait on a
 * condition). Paced to stay under the intake's per-address limit for the whole file.
 */
export const startLoad = (
  client: ApiClient,
  made: ReturnType<typeof writes>,
  staffToken: string,
): Load => {
  const calls: Load["calls"] = [];
  let running = true;
  const worker = async (pauseMs: number, once: () => Promise<Load["calls"][number]>) => {
    for (let n = 0; running && n < MAX_CALLS_PER_WORKER; n += 1) {
      // A call that got no answer at all (refused, reset, timed out) is status 0: a failure.
      calls.push(
        await once().catch((error: unknown) => ({
          kind: "read" as const,
          answer: { status: 0, ms: 0, retryAfter: null, body: { message: String(error) } },
        })),
      );
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const workers = [
    worker(150, async () => {
      const { key, ...answer } = await made.order();
      return { kind: "order", key, answer };
    }),
    worker(100, async () => {
      const { key, ...answer } = await made.coupon();
      return { kind: "coupon", key, answer };
    }),
    worker(50, async () => ({
      kind: "read",
      answer: await client.call("/orders?limit=5", { token: staffToken }),
    })),
  ];
  return {
    calls,
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
};

/** Resolves once `condition` holds, checking every 20 ms; fails after `timeoutMs`. */
export const until = async (
  what: string,
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 5_000,
) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
