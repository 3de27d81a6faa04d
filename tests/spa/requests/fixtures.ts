import { HttpResponse, http } from "msw";
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
  message: "Initials on the strap, please.\nGold thread.",
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
};

export const rentRequestRecord: RentRequest = {
  _id: "rr1",
  number: 301,
  ...customer,
  createdAt: "2026-03-07T08:00:00.000Z",
  status: "new",
  modelName: "Riva Aquarama",
  passengers: 6,
  cabins: 2,
  guests: 4,
  startLocation: "Portofino",
  destination: "Capri",
  departureAt: "2026-07-01T09:00:00.000Z",
  returnAt: "2026-07-08T17:00:00.000Z",
  otherRequests: "A chef on board.",
};

export const eventRequestRecord: EventRequest = {
  _id: "er1",
  number: 401,
  ...customer,
  createdAt: "2026-03-08T10:15:00.000Z",
  status: "seen",
  eventName: "Gala at Villa Erba",
  guests: 120,
  eventDate: "2026-09-12",
  message: null,
};

const ok = <T>(data: T) => HttpResponse.json({ message: "OK", data });

/** Every list query the fake API received, by path: what the screen asked for. */
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
    http.get(api("/sellers"), () =>
      ok({
        items: [{ ...seller, email: "bottega@example.com", paymentLinked: true }],
        total: 1,
      }),
    ),
    ...list("/order/request", "/order/request/:id", records.orderRequests ?? [orderRequestRecord]),
    ...list("/orders", "/order/:id", records.orders ?? [orderRecord]),
    ...list("/requests", "/request/:id", records.rentRequests ?? [rentRequestRecord]),
    ...list("/event/requests", "/event/request/:id", records.eventRequests ?? [eventRequestRecord]),
  );
  return seen;
}
