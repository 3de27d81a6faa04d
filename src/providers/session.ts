import Cookies from "js-cookie";
import { TOKEN_COOKIE } from "../../domain/auth";

// Strict same-site keeps the token out of cross-site requests; Secure whenever the page is served over TLS.
const cookieAttributes = () => ({
  sameSite: "strict" as const,
  secure: window.location.protocol === "https:",
});

let ending = new AbortController();

let readThisRun: { token: string | undefined } | undefined;

/**
 * The cookie, read once per synchronous run: each read of document.cookie is a round trip to
 * the browser process, and a page load read it some seventy times (10–15 ms of a reload, issue
 * 13: every request's header, every check). Kept until the next microtask, so another tab's
 * sign-in or sign-out is seen from then on; this tab's own writes forget it at once.
 */
const readToken = () => {
  if (!readThisRun) {
    readThisRun = { token: Cookies.get(TOKEN_COOKIE) };
    queueMicrotask(() => {
      readThisRun = undefined;
    });
  }
  return readThisRun.token;
};

/** The signed-in user's token, kept in the Admin-Token cookie (docs/statuses.md). */
export const session = {
  getToken: (): string | undefined => readToken(),
  setToken: (token: string): void => {
    readThisRun = undefined;
    Cookies.set(TOKEN_COOKIE, token, cookieAttributes());
  },
  /** Aborted when the session ends, so that what was asked in it is answered to nobody. */
  endSignal: (): AbortSignal => ending.signal,
  clear: (): void => {
    readThisRun = undefined;
    Cookies.remove(TOKEN_COOKIE, cookieAttributes());
    ending.abort();
    ending = new AbortController();
  },
};
