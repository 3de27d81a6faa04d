import { HttpResponse, http } from "msw";
import type { Event } from "../../../domain/events.schema";
import type { EventRequest } from "../../../domain/requests.schema";
import { api, server } from "../msw";

export const gala: Event = {
  _id: "00000000-0000-4000-8000-000000000001",
  number: 7,
  nameEn: "Opera Gala at La Scala",
  nameIt: "Gran Galà dell'Opera alla Scala",
  descriptionEn: "A season-opening gala.",
  descriptionIt: "Il galà d'apertura della stagione.",
  startsAt: "2026-12-07T18:00:00.000Z",
  endsAt: "2026-12-07T23:00:00.000Z",
  venue: "Teatro alla Scala",
  city: "Milano",
  capacity: 120,
  priceCents: 95_000,
  images: ["00000000-0000-4000-8000-00000000000a.png"],
  published: true,
  requestCount: 2,
  guestsRequested: 46,
  guestsConfirmed: 40,
  version: 3,
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-02T10:00:00.000Z",
  missingIt: false,
  missingEn: false,
};

export const draft: Event = {
  ...gala,
  _id: "00000000-0000-4000-8000-000000000002",
  number: 8,
  nameEn: "Milan Fashion Week Front Row",
  nameIt: "Prima fila alla Milano Fashion Week",
  published: false,
  requestCount: 0,
  guestsRequested: 0,
  guestsConfirmed: 0,
};

const asked = (number: number, guests: number, customerName: string): EventRequest => ({
  _id: `er${number}`,
  number,
  status: "new",
  customerName,
  customerEmail: "guest@example.com",
  customerPhone: null,
  customerId: "0f1e2d3c4b5a69788796a5b4c3d2e1f0",
  eventId: gala._id,
  event: { _id: gala._id, nameEn: gala.nameEn, nameIt: gala.nameIt, startsAt: gala.startsAt },
  eventName: gala.nameEn,
  guests,
  eventDate: "2026-12-07",
  message: null,
  createdAt: "2026-03-08T10:15:00.000Z",
  customerLanguage: "en",
  assignee: null,
  offer: null,
  version: 1,
  updatedAt: "2026-03-08T10:15:00.000Z",
});

export const galaRequests = [asked(401, 40, "Vittoria Lombardi"), asked(402, 6, "James Pemberton")];

const ok = <T>(data: T) => HttpResponse.json({ message: "OK", data });

/** What the fake API received: each list's queries and each write's body, by path. */
export type Seen = { queries: Record<string, URLSearchParams[]>; bodies: unknown[] };

/** The fake events API: the list, one event, its writes, and the event requests list. */
export function serveEvents(events: Event[] = [gala, draft]): Seen {
  const seen: Seen = { queries: {}, bodies: [] };
  const listed = (path: string, items: unknown[]) =>
    http.get(api(path), ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen.queries[path] = [...(seen.queries[path] ?? []), query];
      return ok({ items, total: items.length });
    });
  server.use(
    listed("/events", events),
    listed("/event/requests", galaRequests),
    http.get(api("/event/:id"), ({ params }) => {
      const found = events.find(({ _id }) => _id === params.id);
      return found ? ok(found) : HttpResponse.json({ message: "Not found" }, { status: 404 });
    }),
    http.put(api("/event/:id"), async ({ request }) => {
      const body = await request.json();
      seen.bodies.push(body);
      return ok({ ...gala, ...(body as object) });
    }),
  );
  return seen;
}
