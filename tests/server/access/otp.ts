import { beforeAll, expect, it } from "vitest";
import { OTP_MAX_ATTEMPTS } from "../../../domain/auth.ts";
import { USER_TYPE } from "../../../domain/userTypes.ts";
import { createAccount, post, TEST_PASSWORD } from "../accounts.ts";
import type { TestServer } from "../harness.ts";
import { codeIn, lastMailTo, mailsTo, readMailbox } from "../mailbox.ts";
import type { AccessContext } from "./context.ts";

/** Sign-in with an emailed code (docs/access.md#sign-in). */
export const otpTests = (context: AccessContext) => {
  let server: TestServer;
  beforeAll(() => {
    server = context.server;
  });
  const later = (seconds: number) => context.later(seconds);

  const sendCode = (email: string, language = "en") =>
    post(server, "/user/login/sendotp", { email }, { language });
  const verify = (email: string, otp: string, language = "en") =>
    post(server, "/user/login/verifyotp", { email, otp }, { language });
  const mailedCode = (email: string) => codeIn(lastMailTo(server.config.dataDir, email));
  /** A 6-digit code that is surely not the mailed one. */
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

  it("mails a code in the caller's language and signs in with it", async () => {
    const account = await createAccount(server);
    const sent = await sendCode(account.email);
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({
      message: "otp has been sent successfully on email",
      data: { expiresInSeconds: 300, resendAfterSeconds: 60 },
    });
    const mail = lastMailTo(server.config.dataDir, account.email);
    expect(mail.subject).toBe("Your sign-in code");
    expect(mail.text).toContain("valid for 5 minutes");

    const response = await verify(account.email, codeIn(mail));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.message).toBe("You are successfully logged in.");
    expect(body.data.token).toBe(body.token);
    expect(body.data.user).toMatchObject({ email: account.email, userType: 5 });
    expect((await server.api("/user/profile", { token: body.token })).status).toBe(200);
    // The code is used up.
    expect((await verify(account.email, codeIn(mail))).status).toBe(401);
  });

  it("answers and mails in Italian by default", async () => {
    const account = await createAccount(server);
    const sent = await post(server, "/user/login/sendotp", { email: account.email });
    expect((await sent.json()).message).toBe("Il codice è stato inviato via email");
    const mail = lastMailTo(server.config.dataDir, account.email);
    expect(mail.subject).toBe("Il tuo codice di accesso");
    expect(mail.text).toContain("È valido per 5 minuti");
  });

  it("refuses a new code within 60 s, then replaces the old one", async () => {
    const account = await createAccount(server);
    await sendCode(account.email);
    const first = mailedCode(account.email);

    const early = await sendCode(account.email);
    expect(early.status).toBe(429);
    const retryAfter = Number(early.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await early.json()).toEqual({
      code: "otpResendTooSoon",
      message: `You can request a new code in ${retryAfter} s`,
    });
    expect(mailsTo(server.config.dataDir, account.email)).toHaveLength(1);

    later(61);
    expect((await sendCode(account.email)).status).toBe(200);
    const second = mailedCode(account.email);
    if (second !== first) {
      expect((await verify(account.email, first)).status).toBe(401);
    }
    expect((await verify(account.email, second)).status).toBe(200);
  });

  it("answers an unknown email the same, mails nothing, and applies the same wait", async () => {
    const before = readMailbox(server.config.dataDir).length;
    const response = await sendCode("nobody-here@example.com");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: "otp has been sent successfully on email",
      data: { expiresInSeconds: 300, resendAfterSeconds: 60 },
    });
    expect(readMailbox(server.config.dataDir)).toHaveLength(before);
    expect((await sendCode("nobody-here@example.com")).status).toBe(429);
    const guessed = await verify("nobody-here@example.com", "123456");
    expect(guessed.status).toBe(401);
    expect((await guessed.json()).message).toMatch(/^Wrong code\. Attempts left: \d$/);
  });

  it("answers 'Otp Expired' once the code is older than 300 s", async () => {
    const account = await createAccount(server);
    await sendCode(account.email);
    const code = mailedCode(account.email);
    later(301);
    const english = await verify(account.email, code);
    expect(english.status).toBe(401);
    expect(await english.json()).toEqual({ code: "otpExpired", message: "Otp Expired" });
    const italian = await verify(account.email, code, "it");
    expect(await italian.json()).toEqual({ code: "otpExpired", message: "Codice scaduto" });
  });

  it("voids the code at the 5th wrong try, after which even the right code fails", async () => {
    const account = await createAccount(server);
    await sendCode(account.email);
    const code = mailedCode(account.email);
    for (let left = OTP_MAX_ATTEMPTS - 1; left >= 1; left -= 1) {
      const response = await verify(account.email, wrong(code));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        code: "otpInvalid",
        message: `Wrong code. Attempts left: ${left}`,
      });
    }
    const fifth = await verify(account.email, wrong(code));
    expect(fifth.status).toBe(401);
    expect(await fifth.json()).toEqual({
      code: "otpVoided",
      message: "Too many wrong codes: request a new one",
    });
    const right = await verify(account.email, code);
    expect(right.status).toBe(401);
    expect((await right.json()).message).toBe("Too many wrong codes: request a new one");
  });

  it("answers 401 when no code was requested", async () => {
    const account = await createAccount(server);
    const response = await verify(account.email, "123456");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      code: "otpInvalid",
      message: "Wrong code. Attempts left: 0",
    });
  });

  it("refuses customers with 403 like the password sign-in", async () => {
    const customer = await createAccount(server, { userType: USER_TYPE.customer });
    await sendCode(customer.email);
    const response = await verify(customer.email, mailedCode(customer.email));
    expect(response.status).toBe(403);
    expect((await response.json()).message).toMatch(/Customer accounts cannot sign in/);
  });

  it("verifies the email address of an account that had not proved it", async () => {
    const seller = await createAccount(server, { emailVerified: false });
    const refused = await post(
      server,
      "/user/login",
      { email: seller.email, password: TEST_PASSWORD },
      { language: "en" },
    );
    expect(refused.status).toBe(403);
    await sendCode(seller.email);
    expect((await verify(seller.email, mailedCode(seller.email))).status).toBe(200);
    expect(await server.login(seller.email, TEST_PASSWORD)).toEqual(expect.any(String));
  });

  it("validates the body with the shared messages", async () => {
    const response = await verify("someone@example.com", "12ab");
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ otp: "The code is 6 digits" });
  });
};
