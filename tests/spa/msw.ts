import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";

/** Absolute msw path for an API route, matching the HTTP client's base URL. */
export const api = (path: string) => `*/admin/api${path}`;

/**
 * The fake /admin/api: each test installs the handlers it needs (msw/node also catches axios XHR
 * in jsdom). Every list asks for its saved views, the shell's bell for the unread notifications,
 * a note's box whom it may mention: none, unless a test installs its own.
 */
export const server = setupServer(
  http.get(api("/views"), () => HttpResponse.json({ message: "OK", data: { items: [] } })),
  http.get(api("/notifications/unread"), () =>
    HttpResponse.json({ message: "OK", data: { unread: 0 } }),
  ),
  http.get(api("/notifications"), () =>
    HttpResponse.json({ message: "OK", data: { items: [], total: 0, unread: 0 } }),
  ),
  http.get(api("/*/mentionable"), () => HttpResponse.json({ message: "OK", data: [] })),
);
