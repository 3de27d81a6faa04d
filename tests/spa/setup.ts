import { clearTimeout as nodeClearTimeout, setTimeout as nodeSetTimeout } from "node:timers";
import { cleanup, configure } from "@testing-library/react";
import Cookies from "js-cookie";
import NProgress from "nprogress";
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

// The files of a worker share one jsdom window (isolate: false), and jsdom runs its animation
// frames on a Node interval it looks up when the first frame is asked for: asked while a test
// fakes timers (OtpSignIn, hints, prefetchScreens), the interval dies with the fake clock and no
// frame ever runs again in that worker, so antd's motions in later files never end (a warning
// that never leaves). Frames run on Node's own timers here, which no fake clock replaces.
Object.assign(window, {
  requestAnimationFrame: (callback: FrameRequestCallback) =>
    Number(nodeSetTimeout(() => callback(performance.now()), 16)),
  cancelAnimationFrame: (handle: number) => nodeClearTimeout(handle),
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
  // The window outlives the file (see above): saved tabs, hidden columns and list trails of one
  // test must not shape the next one's screen.
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
/**
 * The navigation bar (NProgress) fades out on timers of its own after its page has loaded: a file
 * that ends mid-fade would leave them to run once its jsdom window is gone (`document is not
 * defined`). The file ends once the bar has left the page.
 */
const navigationBarGone = () =>
  new Promise<void>((resolve) => {
    if (!NProgress.isRendered()) return resolve();
    const observer = new MutationObserver(() => {
      if (NProgress.isRendered()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, { childList: true });
  });

afterAll(async () => {
  server.close();
  await navigationBarGone();
});
