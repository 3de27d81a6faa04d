import { HttpResponse, http } from "msw";
import type { Shop } from "../../../domain/shops.schema";
import { api, server } from "../msw";

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** An Italian shop whose seller has signed in and linked the payment account. */
export const atelier: Shop = {
  _id: uuid(1),
  name: "Atelier Bellini",
  companyName: "Bellini Pelletteria S.r.l.",
  vatNumber: "IT01234567890",
  fiscalCode: "01234567890",
  sdi: "M5UXCR1",
  pec: "bellini@pec.it",
  phone: "+39 055 123456",
  shippingAddress: "Via dei Calzaiuoli 12",
  invoiceAddress: "Via dei Calzaiuoli 12",
  city: "Firenze",
  province: "FI",
  postcode: "50122",
  country: "IT",
  owner: {
    _id: uuid(51),
    firstName: "Lorenzo",
    lastName: "Bellini",
    fullName: "Lorenzo Bellini",
    email: "seller.linked@example.com",
    emailVerified: true,
    paymentLinked: true,
    lastLoginAt: "2026-11-20T15:45:00.000Z",
  },
  productCount: 12,
  createdAt: "2026-03-05T09:30:00.000Z",
  updatedAt: "2026-03-06T09:30:00.000Z",
  version: 1,
};

/** A French shop just created: its owner has not chosen a password yet. */
export const maison: Shop = {
  ...atelier,
  _id: uuid(2),
  name: "Maison Durand",
  companyName: null,
  vatNumber: null,
  fiscalCode: null,
  sdi: null,
  pec: null,
  phone: null,
  invoiceAddress: null,
  city: "Paris",
  province: null,
  postcode: "75001",
  country: "FR",
  owner: {
    _id: uuid(52),
    firstName: "Claire",
    lastName: "Durand",
    fullName: "Claire Durand",
    email: "claire@maison-durand.fr",
    emailVerified: false,
    paymentLinked: false,
    lastLoginAt: null,
  },
  productCount: 0,
  createdAt: "2026-11-23T08:00:00.000Z",
};

export const ok = <T>(data: T, message = "OK") => HttpResponse.json({ message, data });

/** What the fake shops API received. */
export type ShopCalls = { lists: URLSearchParams[]; bodies: unknown[]; invitations: string[] };

/** The fake shops API over these shops; 404 for other ids. */
export function serveShops(items: Shop[] = [atelier, maison]): ShopCalls {
  const calls: ShopCalls = { lists: [], bodies: [], invitations: [] };
  const find = (id: unknown) => items.find(({ _id }) => _id === id);
  const missing = () => HttpResponse.json({ message: "Not found" }, { status: 404 });
  server.use(
    http.get(api("/shops"), ({ request }) => {
      calls.lists.push(new URL(request.url).searchParams);
      return ok({ items, total: items.length });
    }),
    http.get(api("/shop/:id"), ({ params }) => {
      const found = find(params.id);
      return found ? ok(found) : missing();
    }),
    http.put(api("/shop/:id"), async ({ params, request }) => {
      calls.bodies.push(await request.json());
      const found = find(params.id);
      return found ? ok(found) : missing();
    }),
    http.post(api("/shop/:id/invitation"), ({ params }) => {
      calls.invitations.push(String(params.id));
      return ok(null);
    }),
  );
  return calls;
}
