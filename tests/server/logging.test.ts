import { PassThrough } from "node:stream";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createAccount, post, TEST_PASSWORD } from "./accounts.ts";
import { DEMO, describeServer, startTestServer, type TestServer } from "./harness.ts";
import { fileBlob, pngImage } from "./images.ts";
import { codeIn, lastMailTo, linkIn } from "./mailbox.ts";

describeServer("request logging", () => {
  let server: TestServer;
  let logged = "";
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on("data", (chunk: Buffer) => {
      logged += chunk.toString();
    });
    server = await startTestServer({ env: { LOG_LEVEL: "trace" }, logStream: stream });
  });
  afterAll(() => server?.close());

  it("never writes a password, a token or a code into a log line", async () => {
    const token = await server.login(DEMO.admin.email, DEMO.admin.password);
    await server.api("/user/login", {
      method: "POST",
      body: JSON.stringify({ email: DEMO.admin.email, password: "Wrong#Secret-77" }),
    });
    await server.api("/user/profile", { token });
    await server.api("/user/profile?token=query-token-value&code=654321", { token });
    await server.api("/user/logout", { method: "PUT", token });
    await server.api("/user/profile", { token });

    expect(logged).toContain('"msg":"incoming request"');
    expect(logged).toContain('"authorization":"[Redacted]"');
    for (const secret of [
      DEMO.admin.password,
      "Wrong#Secret-77",
      token,
      token.split(".")[2] ?? token,
      "query-token-value",
      "654321",
    ]) {
      expect(logged).not.toContain(secret);
    }
  });

  it("keeps codes, mailed tokens, new passwords and onboarding states out of the log", async () => {
    const dataDir = server.config.dataDir;
    const secrets: string[] = [];

    // Sign-in with an emailed code, a wrong guess first.
    const account = await createAccount(server);
    await post(server, "/user/login/sendotp", { email: account.email });
    const code = codeIn(lastMailTo(dataDir, account.email));
    await post(server, "/user/login/verifyotp", { email: account.email, otp: "000000" });
    const signedIn = await post(server, "/user/login/verifyotp", {
      email: account.email,
      otp: code,
    });
    const session = (await signedIn.json()).token as string;
    secrets.push(code, session);

    // Forgotten password: the mailed token and the new password.
    await post(server, "/user/password/forgot", { email: account.email });
    const reset = linkIn(lastMailTo(dataDir, account.email));
    const resetToken = reset.searchParams.get("token") ?? "";
    const resetPassword = "Reset#Secret-2026";
    await post(server, "/user/password/reset", {
      id: account.id,
      token: resetToken,
      password: resetPassword,
      confirmPassword: "Mismatch#Secret-2026",
    });
    await post(server, "/user/password/reset", {
      id: account.id,
      token: resetToken,
      password: resetPassword,
      confirmPassword: resetPassword,
    });
    secrets.push(resetToken, resetPassword, "Mismatch#Secret-2026");

    // Change of password while signed in.
    const current = await server.login(account.email, resetPassword);
    const changed = "Changed#Secret-2026";
    await server.api("/user/change-password", {
      method: "PUT",
      token: current,
      body: JSON.stringify({
        currentPassword: resetPassword,
        password: changed,
        confirmPassword: changed,
      }),
    });
    secrets.push(current, changed);

    // Sign-up with a picture, then the verification link.
    const signupPassword = "Signup#Secret-2026";
    const form = new FormData();
    const email = `logged-${Date.now()}@example.com`;
    for (const [name, value] of Object.entries({
      firstName: "Log",
      lastName: "Check",
      email,
      password: signupPassword,
      confirmPassword: signupPassword,
    })) {
      form.append(name, value);
    }
    form.append("profilePicture", fileBlob(pngImage(), "image/png"), "p.png");
    await server.api("/user/signup", { method: "POST", body: form });
    const verifyToken = linkIn(lastMailTo(dataDir, email)).searchParams.get("token") ?? "";
    await post(server, "/user/verify-email", { id: "x", email, token: verifyToken });
    secrets.push(signupPassword, verifyToken);

    // Payment onboarding: the state in the return URL.
    const seller = await server.login(DEMO.seller.email, DEMO.seller.password);
    const started = await server.api("/stripe/connect", { method: "POST", token: seller });
    const state = new URL((await started.json()).data.url).searchParams.get("state") ?? "";
    await post(server, "/stripe/confirm", { state });
    secrets.push(seller, state);

    expect(logged).toContain('"msg":"mail written"');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(5);
      expect(logged).not.toContain(secret);
    }
    expect(logged).not.toContain(TEST_PASSWORD);
  });
});
