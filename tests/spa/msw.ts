import { setupServer } from "msw/node";

/** The fake /admin/api: each test installs the handlers it needs (msw/node also catches axios XHR in jsdom). */
export const server = setupServer();

/** Absolute msw path for an API route, matching the HTTP client's base URL. */
export const api = (path: string) => `*/admin/api${path}`;
