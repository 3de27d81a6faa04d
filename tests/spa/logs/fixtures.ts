import { HttpResponse, http } from "msw";
import type { LogEntry } from "../../../domain/logs.schema";
import { api, server } from "../msw";

/** An operator's price change on a product: one field changed, one not. */
export const productUpdate: LogEntry = {
  _id: "l1",
  at: "2026-11-24T10:15:00.000Z",
  action: "update",
  resource: "product",
  recordId: "p1-0000-aaaa",
  address: "203.0.113.7",
  changesetId: null,
  user: { _id: "u2", fullName: "Olivia Operator", email: "operator@example.com" },
  changes: [
    { field: "priceCents", before: 120000, after: 99000, changed: true },
    { field: "nameEn", before: "Kelly bag", after: "Kelly bag", changed: false },
  ],
};

/** A failed sign-in: nobody, no record, the email tried. */
export const failedSignIn: LogEntry = {
  _id: "l2",
  at: "2026-11-24T09:00:00.000Z",
  action: "signInFailed",
  resource: "user",
  recordId: null,
  address: "198.51.100.4",
  changesetId: null,
  user: null,
  changes: [
    { field: "email", before: null, after: "who@example.com", changed: true },
    { field: "left", before: null, after: 2, changed: true },
    { field: "reason", before: null, after: "errors:otpInvalid", changed: true },
  ],
};

const ok = <T>(data: T) => HttpResponse.json({ message: "OK", data });

/** The fake logs API; returns every list query it received. */
export function serveLogs(items: LogEntry[] = [productUpdate, failedSignIn]) {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get(api("/logs"), ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return ok({ items, total: items.length });
    }),
    http.get(api("/logs/:id"), ({ params }) => {
      const found = items.find(({ _id }) => _id === params.id);
      return found ? ok(found) : HttpResponse.json({ message: "Not found" }, { status: 404 });
    }),
    http.get(api("/users"), () => ok({ items: [], total: 0 })),
  );
  return seen;
}
