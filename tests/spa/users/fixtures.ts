import { HttpResponse, http } from "msw";
import type { UserRecord } from "../../../domain/users.schema";
import { api, server } from "../msw";

export const sellerRecord: UserRecord = {
  _id: "u5",
  firstName: "Lorenzo",
  lastName: "Bellini",
  fullName: "Lorenzo Bellini",
  email: "seller.linked@example.com",
  userType: 5,
  emailVerified: true,
  paymentLinked: true,
  profilePicture: "3f0c1b8e-0000-4000-8000-000000000001.png",
  createdAt: "2026-03-05T09:30:00.000Z",
  lastLoginAt: "2026-11-20T15:45:00.000Z",
  shop: { _id: "s5", name: "Bellini Atelier" },
  mobile: "+39 333 123 4567",
  profession: "Artisan",
  favouriteSport: "Sailing",
  hobby: "Photography",
  referralCode: null,
  referralCodeExpiresAt: null,
  userCode: "LX-100005",
  anonymisedAt: null,
  version: 1,
};

export const customerRecord: UserRecord = {
  _id: "u3",
  firstName: "Aurora",
  lastName: "Greco",
  fullName: "Aurora Greco",
  email: "aurora.greco@example.it",
  userType: 3,
  emailVerified: false,
  paymentLinked: false,
  profilePicture: null,
  createdAt: "2025-05-12T13:00:00.000Z",
  lastLoginAt: null,
  shop: null,
  mobile: null,
  profession: null,
  favouriteSport: null,
  hobby: null,
  referralCode: "AURORA25",
  referralCodeExpiresAt: "2027-01-31T23:59:59.000Z",
  userCode: "LX-100003",
  anonymisedAt: null,
  version: 1,
};

const ok = <T>(data: T) => HttpResponse.json({ message: "OK", data });

/** The fake users API; answers 404 for other ids. Returns every list query it received. */
export function serveUsers(items: UserRecord[] = [sellerRecord, customerRecord]) {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get(api("/users"), ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return ok({ items, total: items.length });
    }),
    http.get(api("/user/:id"), ({ params }) => {
      const found = items.find(({ _id }) => _id === params.id);
      return found ? ok(found) : HttpResponse.json({ message: "Not found" }, { status: 404 });
    }),
  );
  return seen;
}
