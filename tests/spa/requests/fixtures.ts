import { HttpResponse, http } from "msw";
import type { RecordPayment } from "../../../domain/refunds.schema";
import type {
  EventRequest,
  Order,
  OrderRequest,
  RentRequest,
} from "../../../domain/requests.schema";
import { api, server } from "../msw";

const customer = {
  customerName: "Alessandra Conti",
  customerEmail: "alessandra@example.com",
  customerPhone: "+39 333 123 4567",
  customerId: "5d41402abc4b2a76b9719d911017c592",
};
const product = { _id: "p1", nameEn: "Leather weekend bag", nameIt: "Borsa da weekend in pelle" };
const seller = { _id: "s1", fullName: "Bottega Ferri" };

export const orderRequestRecord: OrderRequest = {
  _id: "or1",
  number: 1042,
  ...customer,
  createdAt: "2026-03-05T09:30:00.000Z",
  status: "new",
  product,
  sellerId: seller._id,
  seller,
  quantity: 2,
  unitPriceCents: 125_000,
  message: "Initials on the strap, please.\nGold thread.",
  quote: null,
  quoteExpired: false,
  paidWithoutStockAt: null,
  customerLanguage: "it",
  version: 1,
  updatedAt: "2026-03-05T09:30:00.000Z",
};

export const orderRecord: Order = {
  _id: "o1",
  number: 2001,
  ...customer,
  createdAt: "2026-03-06T15:45:00.000Z",
  status: "orderConfirmed",
  product,
  sellerId: seller._id,
  seller,
  quantity: 2,
  unitPriceCents: 125_000,
  discountCents: 10_000,
  totalCents: 240_000,
  couponName: "SPRING10",
  shippingAddress: "Via Montenapoleone 8, 20121 Milano",
  deliveryDate: "2026-03-20",
  customerLanguage: "it",
  version: 1,
  updatedAt: "2026-03-06T15:45:00.000Z",
};

export const rentRequestRecord: RentRequest = {
  _id: "rr1",
  number: 301,
  ...customer,
  createdAt: "2026-03-07T08:00:00.000Z",
  status: "new",
  rentModel: null,
  modelName: "Riva Aquarama",
  passengers: 6,
  cabins: 2,
  guests: 4,
  startLocation: "Portofino",
  destination: "Capri",
  departureAt: "2026-07-01T09:00:00.000Z",
  returnAt: "2026-07-08T17:00:00.000Z",
  otherRequests: "A chef on board.",
  customerLanguage: "en",
  assignee: null,
  offer: null,
  version: 1,
  updatedAt: "2026-03-07T08:00:00.000Z",
};

export const eventRequestRecord: EventRequest = {
  _id: "er1",
  number: 401,
  ...customer,
  createdAt: "2026-03-08T10:15:00.000Z",
  status: "inProgress",
  // From an app that named its event as text that matched no event.
  eventId: null,
  event: null,
  eventName: "Gala at Villa Erba",
  guests: 120,
  eventDate: "2026-09-12",
  message: null,
  customerLanguage: "it",
  assignee: { _id: "u1", fullName: "Anna Admin" },
  offer: null,
  version: 2,
  updatedAt: "2026-03-08T11:00:00.000Z",
};

export const ok = <T>(data: T) => HttpResponse.json({ message: "OK", data });

/** Counts by status as the lists' tabs read them (every status, 0 included). */
export const ORDER_REQUEST_COUNTS = {
  new: 3,
  requestInProgress: 1,
  quotationSent: 2,
  workingInProcess: 0,
  shipped: 0,
  completed: 5,
  requestDenied: 1,
};
export const ORDER_COUNTS = {
  orderConfirmed: 4,
  workingInProgress: 2,
  returnRequest: 1,
  returnApproved: 0,
  returnRequestRejected: 0,
  cancelledOrder: 1,
};

export const RENT_REQUEST_COUNTS = {
  new: 4,
  inProgress: 2,
  offerSent: 3,
  confirmed: 1,
  declined: 0,
};
export const EVENT_REQUEST_COUNTS = {
  new: 1,
  inProgress: 5,
  offerSent: 0,
  confirmed: 2,
  declined: 1,
};

/** Every list query the fake API received, by path: what the screen asked for. */
/** A record nobody paid yet (GET <record>/:id/payment). */
export const UNPAID: RecordPayment = {
  state: "unpaid",
  paidCents: 0,
  refundedCents: 0,
  pendingCents: 0,
  refundableCents: 0,
  proposedCents: null,
  refunds: [],
};

export type SeenQueries = Record<string, URLSearchParams[]>;

/**
 * The fake API of the four screens: each list answers its records (as many as given) and each
 * record path its record; other ids answer 404 as a seller guessing ids would get.
 */
export function serveRequests(
  records: {
    orderRequests?: OrderRequest[];
    orders?: Order[];
    rentRequests?: RentRequest[];
    eventRequests?: EventRequest[];
  } = {},
): SeenQueries {
  const seen: SeenQueries = {};
  const list = <T extends { _id: string }>(listPath: string, onePath: string, items: T[]) => [
    http.get(api(listPath), ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen[listPath] = [...(seen[listPath] ?? []), query];
      return ok({ items, total: items.length });
    }),
    http.get(api(onePath), ({ params }) => {
      const found = items.find(({ _id }) => _id === params.id);
      return found ? ok(found) : HttpResponse.json({ message: "Not found" }, { status: 404 });
    }),
  ];
  server.use(
    // Before the record paths: `/order/request/:id` would take `count-by-status` for an id.
    http.get(api("/order/request/count-by-status"), () => ok(ORDER_REQUEST_COUNTS)),
    http.get(api("/orders/count-by-status"), () => ok(ORDER_COUNTS)),
    // Stripe, not the sandbox: these screens show no sandbox payment buttons.
    http.get(api("/stripe/provider"), () => ok({ name: "stripe" })),
    http.get(api("/request/count-by-status"), () => ok(RENT_REQUEST_COUNTS)),
    http.get(api("/event/request/count-by-status"), () => ok(EVENT_REQUEST_COUNTS)),
    http.get(api("/order/request/:id/history"), () => ok([])),
    http.get(api("/order/:id/history"), () => ok([])),
    http.get(api("/request/:id/history"), () => ok([])),
    http.get(api("/event/request/:id/history"), () => ok([])),
    // A rent model's calendar and a rent request's overlap check read the model's bookings.
    http.get(api("/rent-model/:id/bookings"), () => ok([])),
    // The rent requests' model filter offers the rent models.
    http.get(api("/rent-models"), () => ok({ items: [], total: 0 })),
    http.get(api("/sellers"), () =>
      ok({
        items: [{ ...seller, email: "bottega@example.com", paymentLinked: true }],
        total: 1,
      }),
    ),
    http.get(api("/queue/assignees"), () => ok([{ _id: "u1", fullName: "Anna Admin", type: 1 }])),
    // Record pages show their assignee (the rent line's records carry it; the shop's: nobody).
    ...["/order/request", "/order", "/request", "/event/request"].map((path) =>
      http.get(api(`${path}/:id/assignee`), ({ params }) => {
        const all = [
          ...(records.rentRequests ?? [rentRequestRecord]),
          ...(records.eventRequests ?? [eventRequestRecord]),
        ];
        return ok({ assignee: all.find(({ _id }) => _id === params.id)?.assignee ?? null });
      }),
    ),
    // Every record reads its payment: unpaid unless a test serves another.
    ...["/order/request", "/order", "/request", "/event/request"].map((path) =>
      http.get(api(`${path}/:id/payment`), () => ok(UNPAID)),
    ),
    ...list("/order/request", "/order/request/:id", records.orderRequests ?? [orderRequestRecord]),
    ...list("/orders", "/order/:id", records.orders ?? [orderRecord]),
    ...list("/requests", "/request/:id", records.rentRequests ?? [rentRequestRecord]),
    ...list("/event/requests", "/event/request/:id", records.eventRequests ?? [eventRequestRecord]),
    // The event requests list's event filter offers the events.
    http.get(api("/events"), () => ok({ items: [], total: 0 })),
  );
  return seen;
}
