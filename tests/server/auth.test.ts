import { createHmac, randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { APP_KEY_HEADER } from "../../domain/api.ts";
import { USER_TYPE } from "../../domain/userTypes.ts";
import { DEMO, describeServer, JWT_SECRET, startTestServer, type TestServer } from "./harness.ts";

/** An HS256 token signed with the server's secret, with claims chosen by the test. */
const signToken = (claims: Record<string, unknown>) => {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString("base64url");
  const unsigned = `${encode({ alg: "HS256", typ: "JWT" })}.${encode(claims)}`;
  return `${unsigned}.${createHmac("sha256", JWT_SECRET).update(unsigned).digest("base64url")}`;
};

describeServer("sign-in, profile, sign-out", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      register: async (app) => {
        // A route only administrators may call, to prove user-type gating answers 403.
        await app.register(async (scope) => {
          scope.get(
            "/admin/api/test/administrators-only",
            { config: { userTypes: [USER_TYPE.administrator] } },
            async () => ({ message: "ok", data: null }),
          );
        });
      },
    });
  });
  afterAll(() => server?.close());

  const login = (body: unknown, language?: string) =>
    server.api("/user/login", {
      method: "POST",
      body: JSON.stringify(body),
      ...(language ? { language } : {}),
    });

  it("signs in a demo administrator and answers token and profile", async () => {
    const response = await login(DEMO.admin, "en");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.message).toBe("You are successfully logged in.");
    expect(body.token).toEqual(expect.any(String));
    expect(body.data.token).toBe(body.token);
    expect(body.data.user).toEqual({
      _id: expect.any(String),
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
    });
  });

  it("answers in Italian by default and accepts any email case", async () => {
    const response = await login({ email: "  Operator@Example.COM ", password: "Operator#2026" });
    expect(response.status).toBe(200);
    expect((await response.json()).message).toBe("Accesso effettuato con successo.");
  });

  it("answers the same 401 for a wrong password and an unknown email", async () => {
    const wrongPassword = await login({ ...DEMO.admin, password: "Admin#2025" }, "en");
    const unknownEmail = await login({ email: "nobody@example.com", password: "Admin#2026" }, "en");
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    const expected = { code: "invalidCredentials", message: "Email or password is not correct" };
    expect(await wrongPassword.json()).toEqual(expected);
    expect(await unknownEmail.json()).toEqual(expected);
  });

  it("refuses customers with 403", async () => {
    const response = await login(DEMO.customer, "en");
    expect(response.status).toBe(403);
    expect((await response.json()).message).toMatch(/Customer accounts cannot sign in/);
  });

  it("answers 400 with localised field errors", async () => {
    const italian = await login({ email: "", password: "" });
    expect(italian.status).toBe(400);
    expect(await italian.json()).toEqual({
      code: "validationFailed",
      message: "Alcuni campi non sono validi",
      errors: { email: "L'email è obbligatoria", password: "La password è obbligatoria" },
    });
    const english = await login({ email: "not-an-email" }, "en-GB,en;q=0.9");
    expect(english.status).toBe(400);
    expect(await english.json()).toEqual({
      code: "validationFailed",
      message: "Some fields are not valid",
      errors: { email: "Invalid email", password: "Password is required" },
    });
    const wrongType = await login({ email: 42, password: ["x"] }, "en");
    expect((await wrongType.json()).errors).toEqual({
      email: "Email is required",
      password: "Password is required",
    });
  });

  it("answers the profile for a valid token", async () => {
    const token = await server.login(DEMO.sellerLinked.email, DEMO.sellerLinked.password);
    const response = await server.api("/user/profile", { token, language: "en" });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data).toMatchObject({
      email: "seller.linked@example.com",
      userType: 5,
      stripeAccountId: "acct_demo_linked",
    });
    const seller = await server.login(DEMO.seller.email, DEMO.seller.password);
    const unlinked = await (await server.api("/user/profile", { token: seller })).json();
    expect(unlinked.data.stripeAccountId).toBeNull();
  });

  it("answers 401 without a token, with a malformed one and with a forged one", async () => {
    const missing = await server.api("/user/profile", { language: "en" });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      code: "tokenMissing",
      message: "Please sign in to continue",
    });

    const malformed = await server.api("/user/profile", { token: "not.a.jwt", language: "en" });
    expect(malformed.status).toBe(401);
    expect((await malformed.json()).message).toBe(
      "Your session is not valid, please sign in again",
    );

    const forged = await server.api("/user/profile", {
      language: "en",
      headers: { authorization: "Basic YWRtaW46YWRtaW4=" },
    });
    expect(forged.status).toBe(401);
  });

  it("answers 401 tokenExpired, in each language, for an expired token", async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = signToken({
      sub: randomUUID(),
      type: 1,
      jti: randomUUID(),
      iat: now - 7200,
      exp: now - 3600,
    });
    const messages = { it: "Sessione scaduta: accedi di nuovo", en: "Token expired." };
    for (const [language, message] of Object.entries(messages)) {
      const response = await server.api("/user/profile", { token, language });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ code: "tokenExpired", message });
    }
  });

  it("refuses a validly signed token whose session does not exist", async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = signToken({
      sub: randomUUID(),
      type: 1,
      jti: randomUUID(),
      iat: now,
      exp: now + 60,
    });
    expect((await server.api("/user/profile", { token })).status).toBe(401);
  });

  it("revokes the session on logout", async () => {
    const token = await server.login(DEMO.operator.email, DEMO.operator.password);
    const logout = await server.api("/user/logout", { method: "PUT", token, language: "en" });
    expect(logout.status).toBe(200);
    expect(await logout.json()).toEqual({ message: "You have been signed out.", data: null });
    const after = await server.api("/user/profile", { token, language: "en" });
    expect(after.status).toBe(401);
    expect((await after.json()).message).toBe("Your session is not valid, please sign in again");
    // Other sessions of the same user stay valid.
    const other = await server.login(DEMO.operator.email, DEMO.operator.password);
    expect((await server.api("/user/profile", { token: other })).status).toBe(200);
  });

  it("requires the application key on authenticated routes", async () => {
    const token = await server.login(DEMO.admin.email, DEMO.admin.password);
    const without = await server.api("/user/profile", {
      token,
      language: "en",
      headers: { [APP_KEY_HEADER]: "" },
    });
    expect(without.status).toBe(401);
    expect(await without.json()).toEqual({
      code: "appKeyInvalid",
      message: "Unknown application key",
    });
    const wrong = await server.api("/user/profile", {
      token,
      headers: { [APP_KEY_HEADER]: "another-app" },
    });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).message).toBe("Chiave applicazione sconosciuta");
  });

  it("answers 403 to a user type the route does not allow", async () => {
    const operator = await server.login(DEMO.operator.email, DEMO.operator.password);
    const refused = await server.api("/test/administrators-only", {
      token: operator,
      language: "en",
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      code: "forbidden",
      message: "You are not allowed to do this",
    });
    const admin = await server.login(DEMO.admin.email, DEMO.admin.password);
    expect((await server.api("/test/administrators-only", { token: admin })).status).toBe(200);
  });

  it("refuses to start a route that declares no access rule", async () => {
    await expect(
      startTestServer({
        register: async (app) => {
          await app.register(async (scope) => {
            scope.get("/admin/api/test/undeclared", async () => ({ message: "open", data: null }));
          });
        },
      }),
    ).rejects.toThrow(/must declare config.public or config.userTypes/);
  });
});
