import { afterAll, beforeAll, expect, it } from "vitest";
import { createAccount, post, TEST_PASSWORD } from "../accounts.ts";
import { call } from "../catalogue/context.ts";
import { DEMO, describeServer, startTestServer, type TestServer } from "../harness.ts";
import { storedEntries } from "./context.ts";

const ADDRESS = "127.0.0.1";

/**
 * Sign-ins, failed sign-ins, sign-outs, password changes and 403s are logged (docs/api.md#logs).
 */
describeServer("account events in the logs", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("logs a sign-in and a sign-out with the account and the address", async () => {
    const account = await createAccount(server);
    const token = await server.login(account.email, TEST_PASSWORD);
    const [signIn] = await storedEntries(server, "signIn", account.id);
    expect(signIn).toMatchObject({
      userId: account.id,
      resource: "user",
      address: ADDRESS,
      after: { email: account.email, method: "password" },
    });

    expect((await server.api("/user/logout", { method: "PUT", token })).status).toBe(200);
    const [signOut] = await storedEntries(server, "signOut", account.id);
    expect(signOut).toMatchObject({ userId: account.id, resource: "user", address: ADDRESS });
  });

  it("logs a failed sign-in with the email tried, never the password", async () => {
    const account = await createAccount(server);
    const wrong = "Wrong#password-1";
    const refused = await post(server, "/user/login", { email: account.email, password: wrong });
    expect(refused.status).toBe(401);
    const unknown = await post(server, "/user/login", {
      email: "nobody-here@example.com",
      password: wrong,
    });
    expect(unknown.status).toBe(401);

    const failed = await storedEntries(server, "signInFailed");
    const emails = failed.map((entry) => (entry.after as { email: string }).email);
    expect(emails).toEqual(expect.arrayContaining([account.email, "nobody-here@example.com"]));
    for (const entry of failed) {
      expect(entry).toMatchObject({ userId: null, recordId: null, address: ADDRESS });
      expect(entry.after).toMatchObject({ reason: "errors:invalidCredentials" });
      expect(JSON.stringify(entry)).not.toContain(wrong);
    }
  });

  it("logs a wrong one-time code and a customer's refused sign-in, never the code", async () => {
    const code = "123456";
    const wrongCode = await post(server, "/user/login/verifyotp", {
      email: DEMO.admin.email,
      otp: code,
    });
    expect(wrongCode.status).toBe(401);
    const customer = await post(server, "/user/login", DEMO.customer);
    expect(customer.status).toBe(403);

    const failed = await storedEntries(server, "signInFailed");
    const refusedCustomer = failed.find(
      (entry) => (entry.after as { email: string }).email === DEMO.customer.email,
    );
    expect(refusedCustomer).toMatchObject({
      userId: null,
      resource: "user",
      after: { reason: "errors:customerCannotSignIn" },
    });
    expect(refusedCustomer?.recordId).toBeTruthy();
    const otp = failed.find(
      (entry) => (entry.after as { email: string }).email === DEMO.admin.email,
    );
    expect(otp?.after).toMatchObject({ reason: expect.stringMatching(/^errors:otp/) });
    expect(otp?.after).not.toHaveProperty("otp");
    expect(JSON.stringify(otp)).not.toContain(code);
  });

  it("logs a password change without the old or the new password", async () => {
    const account = await createAccount(server);
    const token = await server.login(account.email, TEST_PASSWORD);
    const password = "Brand#new-2026";
    const changed = await server.api("/user/change-password", {
      method: "PUT",
      token,
      body: JSON.stringify({
        currentPassword: TEST_PASSWORD,
        password,
        confirmPassword: password,
      }),
    });
    expect(changed.status).toBe(200);
    const [entry] = await storedEntries(server, "passwordChanged", account.id);
    expect(entry).toMatchObject({ userId: account.id, resource: "user", address: ADDRESS });
    expect(JSON.stringify(entry)).not.toContain(password);
    expect(JSON.stringify(entry)).not.toContain(TEST_PASSWORD);
    expect(JSON.stringify(entry)).not.toMatch(/scrypt/);
  });

  it("logs a 403 with the caller, the request's method and path (no query) and the address", async () => {
    const operator = await server.login(DEMO.operator.email, DEMO.operator.password);
    const refused = await call(server, "GET", "/users?q=secret-looking", { token: operator });
    expect(refused.status).toBe(403);
    const [entry] = await storedEntries(server, "forbidden");
    expect(entry).toMatchObject({
      resource: "request",
      recordId: null,
      address: ADDRESS,
      after: { method: "GET", path: "/admin/api/users", reason: "errors:forbidden" },
    });
    const me = await call(server, "GET", "/user/profile", { token: operator });
    expect(entry?.userId).toBe(me.body.data._id);
  });
});
