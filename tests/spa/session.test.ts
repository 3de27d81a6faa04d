import Cookies from "js-cookie";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOKEN_COOKIE } from "../../domain/auth";
import { session } from "../../src/providers/session";

describe("the session's token", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    session.clear();
  });

  it("reads the cookie once per synchronous run, and sees another tab's change from the next", async () => {
    session.setToken("first");
    const reads = vi.spyOn(document, "cookie", "get");
    expect([session.getToken(), session.getToken(), session.getToken()]).toEqual([
      "first",
      "first",
      "first",
    ]);
    const readsInOneRun = reads.mock.calls.length;
    expect(readsInOneRun).toBeGreaterThan(0);
    session.getToken();
    expect(reads.mock.calls.length).toBe(readsInOneRun);

    // Another tab signs in as someone else: the cookie changes under this tab.
    Cookies.set(TOKEN_COOKIE, "second");
    await Promise.resolve();
    expect(session.getToken()).toBe("second");
  });

  it("follows this tab's own sign-in and sign-out at once", () => {
    session.setToken("first");
    expect(session.getToken()).toBe("first");
    session.setToken("second");
    expect(session.getToken()).toBe("second");
    session.clear();
    expect(session.getToken()).toBeUndefined();
  });
});
