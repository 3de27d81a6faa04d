import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import axios, { type InternalAxiosRequestConfig } from "axios";
import { HttpResponse, http, passthrough } from "msw";
import { describe, expect, it, vi } from "vitest";
import { config } from "../../src/config";
import { httpClient } from "../../src/providers/httpClient";
import { changeLanguage, i18n } from "../../src/providers/i18n";
import { notifier } from "../../src/providers/notifier";
import { session } from "../../src/providers/session";
import { api, server } from "./msw";

const captureHeaders = () => {
  const seen: Headers[] = [];
  server.use(
    http.get(api("/echo"), ({ request }) => {
      seen.push(request.headers);
      return HttpResponse.json({ message: "ok", data: null });
    }),
  );
  return seen;
};

const answer = (status: number, body: object) =>
  server.use(http.get(api("/fail"), () => HttpResponse.json(body, { status })));

const quiet = () => {
  const shown = vi.spyOn(notifier, "show").mockImplementation(() => undefined);
  const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  return { shown, logged };
};

describe("httpClient headers", () => {
  it("sends a request as it is made, not a task later (a read started during a render leaves then)", async () => {
    const sent = vi.fn(async (request: InternalAxiosRequestConfig) => ({
      data: { message: "ok", data: null },
      status: 200,
      statusText: "OK",
      headers: {},
      config: request,
    }));
    const reading = httpClient.get("/echo", { adapter: sent });
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0]?.[0].headers.get("Accept-Language")).toBe(i18n.language);
    await reading;
  });

  it("sends the app key and the bearer token only when a token exists", async () => {
    const seen = captureHeaders();
    await httpClient.get("/echo");
    session.setToken("secret-token");
    await httpClient.get("/echo");

    const [anonymous, signedIn] = seen;
    expect(anonymous?.get("x-app-key")).toBeNull();
    expect(anonymous?.get("authorization")).toBeNull();
    expect(signedIn?.get("x-app-key")).toBe(config.appKey);
    expect(signedIn?.get("authorization")).toBe("Bearer secret-token");
  });

  it("sends the UI language, not the browser's, as Accept-Language", async () => {
    const seen = captureHeaders();
    session.setToken("secret-token");
    await httpClient.get("/echo");
    await changeLanguage("en");
    await httpClient.get("/echo");
    await changeLanguage("it");

    expect(seen.map((headers) => headers.get("accept-language"))).toEqual(["it", "en"]);
  });
});

describe("httpClient failures", () => {
  it("shows the server's message, logs the body and rejects with an HttpError", async () => {
    const { shown, logged } = quiet();
    const body = {
      code: "validationFailed",
      message: "Alcuni campi non sono validi",
      errors: { email: "Email non valida" },
    };
    answer(400, body);

    await expect(httpClient.get("/fail")).rejects.toEqual({
      message: body.message,
      statusCode: 400,
      errors: body.errors,
      code: body.code,
    });
    expect(shown).toHaveBeenCalledWith("error", body.message);
    expect(logged).toHaveBeenCalledWith(body);
  });

  it.each(["Token expired.", "Sessione scaduta: accedi di nuovo"])(
    "on the code tokenExpired ('%s') clears the session and reloads the page",
    async (message) => {
      quiet();
      const reload = vi.fn();
      vi.stubGlobal("location", { ...window.location, reload });
      session.setToken("old-token");
      answer(401, { code: "tokenExpired", message });

      await expect(httpClient.get("/fail")).rejects.toMatchObject({ statusCode: 401, message });
      expect(session.getToken()).toBeUndefined();
      expect(reload).toHaveBeenCalledOnce();
    },
  );

  it("keeps the session on other 401 answers", async () => {
    quiet();
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    session.setToken("token");
    answer(401, { code: "tokenInvalid", message: "Token expired." });

    await expect(httpClient.get("/fail")).rejects.toMatchObject({ statusCode: 401 });
    expect(session.getToken()).toBe("token");
    expect(reload).not.toHaveBeenCalled();
  });

  it("only logs an error raised while building the request", async () => {
    const { shown, logged } = quiet();
    const broken = new Error("cookie jar unreadable");
    vi.spyOn(session, "getToken").mockImplementation(() => {
      throw broken;
    });

    await expect(httpClient.get("/never-sent")).rejects.toBe(broken);
    expect(logged).toHaveBeenCalledWith(broken);
    expect(shown).not.toHaveBeenCalled();
  });

  it("shows the translated network text when the server cannot be reached", async () => {
    const { shown } = quiet();
    server.use(http.get(api("/down"), () => HttpResponse.error()));

    await expect(httpClient.get("/down")).rejects.toEqual({
      message: i18n.t("errors:network"),
      statusCode: 0,
    });
    expect(shown).toHaveBeenCalledWith(
      "error",
      "Il server non è raggiungibile. Controlla la connessione e riprova.",
    );
  });
});

describe("httpClient time-out", () => {
  it("gives up after 5000 ms by default", () => {
    expect(config.requestTimeoutMs).toBe(5000);
    expect(httpClient.defaults.timeout).toBe(5000);
  });

  it("rejects a time-out with the translated text, not axios's English", async () => {
    const { shown } = quiet();
    // msw's XHR stand-in has no time-out, so this request goes to a real, slow local server.
    const slow = createServer((_, response) => {
      setTimeout(
        () => response.writeHead(200, { "access-control-allow-origin": "*" }).end("{}"),
        300,
      );
    });
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    const { port } = slow.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/slow`;
    server.use(http.get(url, () => passthrough()));

    try {
      // The same path as the 5000 ms default, shortened so the test does not wait 5 s.
      await expect(httpClient.get(url, { timeout: 50 })).rejects.toEqual({
        message: "Il server non ha risposto in tempo. Riprova.",
        statusCode: 0,
      });
      expect(shown).toHaveBeenCalledWith("error", "Il server non ha risposto in tempo. Riprova.");
    } finally {
      slow.closeAllConnections();
      await new Promise((resolve) => slow.close(resolve));
    }
  });
});

describe("httpClient time-out of writes", () => {
  /** The time-out the request left with, read by a stand-in adapter (no network). */
  const timeoutOf = async (method: "get" | "post" | "put" | "delete", timeout?: number) => {
    const answer = await httpClient.request<number>({
      url: "/anything",
      method,
      ...(timeout === undefined ? {} : { timeout }),
      adapter: async (sent) => ({
        data: sent.timeout ?? 0,
        status: 200,
        statusText: "OK",
        headers: {},
        config: sent,
      }),
    });
    return answer.data;
  };

  it("gives a write 30 s, a read 5 s, and keeps a time-out the caller named", async () => {
    expect(config.writeTimeoutMs).toBe(30_000);
    expect(await timeoutOf("get")).toBe(5000);
    for (const method of ["post", "put", "delete"] as const) {
      expect(await timeoutOf(method)).toBe(30_000);
    }
    expect(await timeoutOf("put", 60_000)).toBe(60_000);
  });

  it("says a timed-out write may have been made, so the user looks before trying again", async () => {
    const { shown } = quiet();
    const slow = createServer((_, response) => {
      setTimeout(
        () =>
          response
            .writeHead(200, {
              "access-control-allow-origin": "*",
              "access-control-allow-headers": "*",
              "access-control-allow-methods": "*",
            })
            .end("{}"),
        300,
      );
    });
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    const { port } = slow.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/slow`;
    server.use(http.post(url, () => passthrough()));
    const said =
      "Il server non ha risposto in tempo: la modifica potrebbe essere stata salvata comunque. Ricarica la pagina per verificarlo prima di riprovare.";
    try {
      await expect(httpClient.post(url, {}, { timeout: 50 })).rejects.toEqual({
        message: said,
        statusCode: 0,
      });
      expect(shown).toHaveBeenCalledWith("error", said);
    } finally {
      slow.closeAllConnections();
      await new Promise((resolve) => slow.close(resolve));
    }
  });
});

describe("httpClient at sign-out", () => {
  /** Holds every answer to `path` until the test lets it go; the server then refuses the token. */
  const holdUntilSignedOut = (method: "get" | "put", path: string) => {
    let signOut: () => void = () => undefined;
    const signedOut = new Promise<void>((resolve) => {
      signOut = resolve;
    });
    const arrived = vi.fn();
    server.use(
      http[method](api(path), async () => {
        arrived();
        await signedOut;
        return HttpResponse.json({ message: "Sessione non valida." }, { status: 401 });
      }),
    );
    return { arrived, signOut };
  };

  it("drops a read still on its way, with no message, and answers the next session's reads", async () => {
    const { shown } = quiet();
    session.setToken("leaving");
    const held = holdUntilSignedOut("get", "/held");
    const reading = httpClient.get("/held");
    await vi.waitFor(() => expect(held.arrived).toHaveBeenCalled());

    session.clear();
    held.signOut();

    await expect(reading).rejects.toSatisfy(axios.isCancel);
    expect(shown).not.toHaveBeenCalled();
    session.setToken("next");
    const seen = captureHeaders();
    await httpClient.get("/echo");
    expect(seen[0]?.get("authorization")).toBe("Bearer next");
  });

  it("leaves a read with a signal of its own to its owner", async () => {
    quiet();
    session.setToken("leaving");
    const held = holdUntilSignedOut("get", "/held");
    const owner = new AbortController();
    const reading = httpClient.get("/held", { signal: owner.signal });
    await vi.waitFor(() => expect(held.arrived).toHaveBeenCalled());
    session.clear();
    held.signOut();
    await expect(reading).rejects.toMatchObject({ statusCode: 401 });

    const cancelled = httpClient.get("/held", { signal: owner.signal });
    owner.abort();
    await expect(cancelled).rejects.toSatisfy(axios.isCancel);
  });

  it("lets a write on its way finish and shows its outcome", async () => {
    const { shown } = quiet();
    session.setToken("leaving");
    const held = holdUntilSignedOut("put", "/held");
    const writing = httpClient.put("/held", {});
    await vi.waitFor(() => expect(held.arrived).toHaveBeenCalled());

    session.clear();
    held.signOut();

    await expect(writing).rejects.toMatchObject({ statusCode: 401 });
    expect(shown).toHaveBeenCalledWith("error", "Sessione non valida.");
  });
});
