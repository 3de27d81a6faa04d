import { cleanup, configure } from "@testing-library/react";
import Cookies from "js-cookie";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { initI18n } from "../../src/providers/i18n";
import { server } from "./msw";
import { ASYNC_UTIL_TIMEOUT_MS } from "./waits";

configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });

// antd reads media queries (Grid, responsive observers); jsdom has no matchMedia.
Object.defineProperty(window, "matchMedia", {
  configurable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// jsdom has no object URLs (picture previews); a stable fake is enough to render them.
Object.assign(URL, {
  createObjectURL: (blob: Blob) => `blob:test/${blob.size}`,
  revokeObjectURL: () => undefined,
});

await initI18n();

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());
