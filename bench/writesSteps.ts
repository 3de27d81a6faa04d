// The two kinds of clients of the write benchmark: a customer app placing orders and order
// requests (each call a new customer), and staff reading an order request and taking it in charge
// with the version read (each record once, so no move is stale or illegal).
import { API_BASE_PATH, APP_KEY_HEADER, DEFAULT_APP_KEY } from "../domain/api.ts";
import type { Step } from "./writesLoad.ts";

/** Customers are numbered across every phase: no two calls of the run share one. */
let customers = 0;

/**
 * Each call from its own address, as from customers behind the apps' proxy (the server trusts
 * loopback as a proxy): the intake's per-address budget stops abuse, and must not cut the load.
 */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** Orders and order requests by turns, on the products in turn. */
export const intakeSteps = (productIds: readonly string[]): Step<object>[] => [
  {
    name: "intake",
    writes: true,
    request: () => {
      const n = customers++;
      const headers = { [APP_KEY_HEADER]: DEFAULT_APP_KEY, "x-forwarded-for": addressOf(n) };
      const customer = {
        customerName: `Bench customer ${n}`,
        customerEmail: `customer${n}@bench.example`,
        customerLanguage: n % 3 === 0 ? "en" : "it",
        productId: productIds[n % productIds.length],
        quantity: 1 + (n % 3),
      };
      return n % 2 === 0
        ? {
            method: "POST",
            path: `${API_BASE_PATH}/intake/orders`,
            headers,
            body: { ...customer, shippingAddress: `Via Roma ${n % 300}, Milano` },
          }
        : {
            method: "POST",
            path: `${API_BASE_PATH}/intake/order-requests`,
            headers,
            body: { ...customer, message: "Could it come in another colour?" },
          };
    },
  },
];

/** The new order requests staff take, each handed out once, in order. */
export const movablePool = (ids: readonly string[]) => {
  let next = 0;
  return {
    /** Undefined once every record was handed out. */
    take: (): string | undefined => ids[next++],
    get ranOut() {
      return next > ids.length;
    },
  };
};

interface MoveContext {
  id?: string;
  version?: number;
}

/**
 * Read the record, then move it new → requestInProgress with the version read. A failed read
 * skips the move. When the pool ran out the client reads the last record again and moves nothing
 * (the run then says so and fails): a phase never makes an illegal move.
 */
export const moveSteps = (
  pool: ReturnType<typeof movablePool>,
  lastId: string,
  staff: Record<string, string>,
): Step<MoveContext>[] => [
  {
    name: "read",
    writes: false,
    request: (context) => {
      const id = pool.take();
      context.id = id;
      return {
        method: "GET",
        path: `${API_BASE_PATH}/order/request/${id ?? lastId}`,
        headers: staff,
      };
    },
    answered: (status, body, context) => {
      if (status !== 200 || !context.id) return;
      context.version = (JSON.parse(body) as { data: { version: number } }).data.version;
    },
  },
  {
    name: "move",
    writes: true,
    request: (context) =>
      context.version === undefined
        ? undefined
        : {
            method: "POST",
            path: `${API_BASE_PATH}/order/request/${context.id}/status`,
            headers: staff,
            body: { version: context.version, status: "requestInProgress", note: null },
          },
  },
];
