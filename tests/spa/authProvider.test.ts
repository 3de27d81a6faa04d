import { delay, HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import type { Profile } from "../../domain/auth.schema";
import { createAuthProvider } from "../../src/providers/authProvider";
import { notifier } from "../../src/providers/notifier";
import { session } from "../../src/providers/session";
import { api, server } from "./msw";

const admin: Profile = {
  _id: "u1",
  fullName: "Alessandra Conti",
  firstName: "Alessandra",
  lastName: "Conti",
  email: "admin@example.com",
  profilePicture: null,
  isPasswordChanged: true,
  stripeAccountId: null,
  emailVerified: true,
  userType: 1,
  version: 1,
};

const quiet = () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  return vi.spyOn(notifier, "show").mockImplementation(() => undefined);
};

const answerLogin = () =>
  server.use(
    http.post(api("/user/login"), () =>
      HttpResponse.json({
        message: "Accesso effettuato con successo.",
        token: "jwt-1",
        data: { token: "jwt-1", user: admin },
      }),
    ),
  );

const settledWithin = <T>(ms: number, promise: Promise<T>) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`not settled within ${ms} ms`)), ms),
    ),
  ]);

/** Answers the profile and counts how often it was asked for. */
const answerProfile = (
  respond: () => Response = () => HttpResponse.json({ message: "Profilo", data: admin }),
) => {
  const calls = { count: 0 };
  server.use(
    http.get(api("/user/profile"), () => {
      calls.count += 1;
      return respond();
    }),
  );
  return calls;
};

describe("authProvider.login", () => {
  it("stores the token, keeps the profile and announces the server's message", async () => {
    answerLogin();
    const auth = createAuthProvider();

    const result = await auth.login({
      email: "admin@example.com",
      password: "Admin#2026",
      redirectTo: "/orders?page=2",
    });

    expect(result).toEqual({
      success: true,
      redirectTo: "/orders?page=2",
      successNotification: { message: "Accesso effettuato con successo." },
    });
    expect(session.getToken()).toBe("jwt-1");
    expect(await auth.getIdentity?.()).toEqual({
      id: "u1",
      name: "Alessandra Conti",
      avatar: null,
      email: "admin@example.com",
      userType: 1,
      mustChangePassword: false,
    });
    expect(await auth.getPermissions()).toEqual({
      roles: ["admin"],
      userType: 1,
      paymentAccountLinked: false,
    });
  });

  it("never redirects outside the app", async () => {
    answerLogin();
    const auth = createAuthProvider();

    const result = await auth.login({
      email: "a@b.it",
      password: "x",
      redirectTo: "//evil.example/x",
    });

    expect(result.redirectTo).toBe("/");
  });

  it("fails with the server's message and stores nothing", async () => {
    quiet();
    server.use(
      http.post(api("/user/login"), () =>
        HttpResponse.json({ message: "Email o password non corretti" }, { status: 401 }),
      ),
    );
    const auth = createAuthProvider();

    const result = await auth.login({ email: "admin@example.com", password: "wrong" });

    expect(result).toEqual({
      success: false,
      error: { name: "LoginError", message: "Email o password non corretti" },
    });
    expect(session.getToken()).toBeUndefined();
  });
});

describe("authProvider sign-in listeners", () => {
  it("knows who signed in at once, and lets the landing page start its reads before landing", async () => {
    answerLogin();
    const provider = createAuthProvider();
    expect(provider.identityNow()).toBeUndefined();
    const heard: string[] = [];
    let landed = false;
    provider.onSignIn(async ({ landingOn }) => {
      heard.push(landingOn);
      // Who signed in is known to what runs now, before the sign-in answers.
      expect(provider.identityNow()?.name).toBe("Alessandra Conti");
      expect(provider.permissionsNow()).toEqual({
        roles: ["admin"],
        userType: 1,
        paymentAccountLinked: false,
      });
      await delay(50);
      landed = true;
    });

    const result = await provider.login({
      email: admin.email,
      password: "x",
      redirectTo: "/orders/list",
    });
    expect(result).toMatchObject({ success: true, redirectTo: "/orders/list" });
    expect(heard).toEqual(["/orders/list"]);
    expect(landed).toBe(true);
    session.clear();
  });

  it("waits for a slow listener only a little, and not for one that fails", async () => {
    answerLogin();
    const provider = createAuthProvider();
    provider.onSignIn(() => new Promise(() => undefined));
    provider.onSignIn(async () => {
      throw new Error("a landing read failed");
    });
    const started = Date.now();
    await expect(
      settledWithin(2_000, provider.login({ email: admin.email, password: "x" })),
    ).resolves.toMatchObject({ success: true, redirectTo: "/" });
    expect(Date.now() - started).toBeLessThan(1_500);
    session.clear();
  });
});

describe("authProvider.login with a one-time code", () => {
  it("verifies the code on /user/login/verifyotp and signs in like a password would", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(api("/user/login/verifyotp"), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          message: "Accesso effettuato con successo.",
          token: "jwt-otp",
          data: { token: "jwt-otp", user: admin },
        });
      }),
    );
    const auth = createAuthProvider();

    const result = await auth.login({ email: "admin@example.com", otp: "123456" });

    expect(bodies).toEqual([{ email: "admin@example.com", otp: "123456" }]);
    expect(result).toMatchObject({ success: true, redirectTo: "/" });
    expect(session.getToken()).toBe("jwt-otp");
  });

  it("fails with the server's message for a late code", async () => {
    quiet();
    server.use(
      http.post(api("/user/login/verifyotp"), () =>
        HttpResponse.json({ message: "Codice scaduto" }, { status: 401 }),
      ),
    );

    const result = await createAuthProvider().login({ email: "a@b.it", otp: "123456" });

    expect(result).toEqual({
      success: false,
      error: { name: "LoginError", message: "Codice scaduto" },
    });
  });
});

describe("authProvider profile changes", () => {
  const seller: Profile = { ...admin, _id: "u5", userType: 5, isPasswordChanged: false };

  it("tells access control whether a seller's payment account is linked, re-reading it on demand", async () => {
    session.setToken("jwt-5");
    let linked: string | null = null;
    answerProfile(() =>
      HttpResponse.json({ message: "Profilo", data: { ...seller, stripeAccountId: linked } }),
    );
    const auth = createAuthProvider();
    await auth.check();
    expect(await auth.getPermissions()).toMatchObject({ userType: 5, paymentAccountLinked: false });

    linked = "acct_1";
    // Cached until asked again: one profile per page load.
    await auth.check();
    expect(await auth.getPermissions()).toMatchObject({ paymentAccountLinked: false });
    await auth.reloadProfile();
    expect(await auth.getPermissions()).toMatchObject({ paymentAccountLinked: true });
  });

  it("keeps a profile a server answer carried, lifting the password gate", async () => {
    session.setToken("jwt-5");
    answerProfile(() => HttpResponse.json({ message: "Profilo", data: seller }));
    const auth = createAuthProvider();
    await auth.check();
    expect(await auth.getIdentity()).toMatchObject({ mustChangePassword: true });

    auth.rememberProfile({ ...seller, isPasswordChanged: true });

    expect(await auth.getIdentity()).toMatchObject({ mustChangePassword: false });
  });
});

describe("authProvider.check", () => {
  it("sends a visitor without a token to the sign-in page", async () => {
    expect(await createAuthProvider().check()).toEqual({
      authenticated: false,
      redirectTo: "/login",
      logout: true,
    });
  });

  it("fetches the profile once per page load, even for concurrent checks", async () => {
    session.setToken("jwt-1");
    const calls = answerProfile();
    const auth = createAuthProvider();

    const results = await Promise.all([auth.check(), auth.check()]);
    await auth.check();

    expect(results).toEqual([{ authenticated: true }, { authenticated: true }]);
    expect(calls.count).toBe(1);
    expect((await auth.getIdentity?.()) as { name: string }).toMatchObject({
      name: "Alessandra Conti",
    });
  });

  it("clears the session when the profile cannot be loaded, with one message (the HTTP client's), and starts over from home", async () => {
    const shown = quiet();
    session.setToken("revoked");
    answerProfile(() =>
      HttpResponse.json({ message: "La sessione non è valida, accedi di nuovo" }, { status: 401 }),
    );
    const auth = createAuthProvider();

    const result = await auth.check();

    expect(result).toMatchObject({ authenticated: false, logout: true, redirectTo: "/" });
    expect(result.error?.message).toBe("La sessione non è valida, accedi di nuovo");
    expect(session.getToken()).toBeUndefined();
    expect(shown).toHaveBeenCalledOnce();
    expect(await auth.getIdentity?.()).toBeNull();
  });

  it("keeps sending home after a profile failure, until the next sign-in", async () => {
    quiet();
    session.setToken("revoked");
    answerProfile(() => HttpResponse.json({ message: "Token non valido" }, { status: 401 }));
    answerLogin();
    const auth = createAuthProvider();
    await auth.check();

    // The sign-in page checks again as it opens: still home, not the page that failed.
    expect(await auth.check()).toMatchObject({ authenticated: false, redirectTo: "/" });
    await auth.login({ email: "admin@example.com", password: "Admin#2026" });
    session.clear();
    expect(await auth.check()).toMatchObject({ redirectTo: "/login" });
  });

  it("treats an answer without a profile as a failed verification", async () => {
    const shown = quiet();
    session.setToken("jwt-1");
    answerProfile(() => HttpResponse.json({ message: "Profilo", data: null }));

    const result = await createAuthProvider().check();

    expect(result).toMatchObject({ authenticated: false, logout: true });
    expect(result.error?.message).toBe("Verifica non riuscita, accedi di nuovo.");
    expect(shown).toHaveBeenCalledExactlyOnceWith(
      "error",
      "Verifica non riuscita, accedi di nuovo.",
    );
    expect(session.getToken()).toBeUndefined();
  });
});

describe("authProvider.logout", () => {
  it("sends the next sign-in home after a sign-out, back to the page after a refused token", async () => {
    answerLogin();
    server.use(http.put(api("/user/logout"), () => HttpResponse.json({ message: "", data: null })));
    const auth = createAuthProvider();

    await auth.login({ email: "admin@example.com", password: "Admin#2026" });
    await auth.logout({});
    expect(await auth.check()).toMatchObject({ authenticated: false, redirectTo: "/login" });

    await auth.login({ email: "admin@example.com", password: "Admin#2026" });
    await auth.logout({ signingOut: true });
    expect(await auth.check()).toMatchObject({ authenticated: false, redirectTo: "/" });

    await auth.login({ email: "admin@example.com", password: "Admin#2026" });
    session.clear();
    expect(await auth.check()).toMatchObject({ redirectTo: "/login" });
  });

  it("clears token and profile, and ends the server session with the token it held", async () => {
    answerLogin();
    const seen: string[] = [];
    server.use(
      http.put(api("/user/logout"), ({ request }) => {
        // No body and no body type: the server refuses an empty body labelled as a form (415).
        seen.push(`${request.headers.get("authorization")} ${request.headers.get("content-type")}`);
        return HttpResponse.json({ message: "Sei uscito dal back-office.", data: null });
      }),
    );
    const auth = createAuthProvider();
    await auth.login({ email: "admin@example.com", password: "Admin#2026" });

    expect(await auth.logout({})).toEqual({ success: true, redirectTo: "/login" });
    expect(session.getToken()).toBeUndefined();
    expect(await auth.getIdentity?.()).toBeNull();
    await vi.waitFor(() => expect(seen).toEqual(["Bearer jwt-1 null"]));
  });

  it("tells its sign-out listeners once the session is gone, a refused token's end too", async () => {
    answerLogin();
    server.use(http.put(api("/user/logout"), () => HttpResponse.json({ message: "", data: null })));
    const auth = createAuthProvider();
    const tokensSeen: (string | undefined)[] = [];
    const stopListening = auth.onSignOut(() => tokensSeen.push(session.getToken()));

    await auth.login({ email: "admin@example.com", password: "Admin#2026" });
    await auth.logout({ signingOut: true });
    await auth.login({ email: "admin@example.com", password: "Admin#2026" });
    await auth.logout({});
    expect(tokensSeen).toEqual([undefined, undefined]);

    stopListening();
    await auth.login({ email: "admin@example.com", password: "Admin#2026" });
    await auth.logout({});
    expect(tokensSeen).toHaveLength(2);
  });

  it("signs out well before the client's 5 s time-out when the server does not answer", async () => {
    answerLogin();
    const asked = { count: 0 };
    server.use(
      http.put(api("/user/logout"), async () => {
        asked.count += 1;
        await delay("infinite");
      }),
    );
    const auth = createAuthProvider();
    await auth.login({ email: "admin@example.com", password: "Admin#2026" });

    expect(await settledWithin(1_000, auth.logout({}))).toEqual({
      success: true,
      redirectTo: "/login",
    });
    expect(session.getToken()).toBeUndefined();
    expect(await auth.getIdentity?.()).toBeNull();
    await vi.waitFor(() => expect(asked.count).toBe(1));
  });

  it("clears the local session even when the server call fails", async () => {
    quiet();
    answerLogin();
    server.use(
      http.put(api("/user/logout"), () =>
        HttpResponse.json({ message: "Errore" }, { status: 500 }),
      ),
    );
    const auth = createAuthProvider();
    await auth.login({ email: "admin@example.com", password: "Admin#2026" });

    expect(await auth.logout({})).toEqual({ success: true, redirectTo: "/login" });
    expect(session.getToken()).toBeUndefined();
    expect(await auth.getIdentity?.()).toBeNull();
  });
});

describe("authProvider.onError", () => {
  it("signs out only when the token is refused (401), not on 403 or other errors", async () => {
    const auth = createAuthProvider();
    const unauthorized = { message: "Token non valido", statusCode: 401 };

    expect(await auth.onError(unauthorized)).toEqual({
      logout: true,
      redirectTo: "/login",
      error: unauthorized,
    });
    expect(await auth.onError({ message: "Vietato", statusCode: 403 })).toEqual({});
    expect(await auth.onError({ message: "Errore", statusCode: 500 })).toEqual({});
  });
});
