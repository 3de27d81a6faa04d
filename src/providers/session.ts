import Cookies from "js-cookie";
import { TOKEN_COOKIE } from "../../domain/auth";

// Strict same-site keeps the token out of cross-site requests; Secure whenever the page is served over TLS.
const cookieAttributes = () => ({
  sameSite: "strict" as const,
  secure: window.location.protocol === "https:",
});

let ending = new AbortController();

/** The signed-in user's token, kept in the Admin-Token cookie (docs/statuses.md). */
export const session = {
  getToken: (): string | undefined => Cookies.get(TOKEN_COOKIE),
  setToken: (token: string): void => {
    Cookies.set(TOKEN_COOKIE, token, cookieAttributes());
  },
  /** Aborted when the session ends, so that what was asked in it is answered to nobody. */
  endSignal: (): AbortSignal => ending.signal,
  clear: (): void => {
    Cookies.remove(TOKEN_COOKIE, cookieAttributes());
    ending.abort();
    ending = new AbortController();
  },
};
