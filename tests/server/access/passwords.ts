import { beforeAll, describe, expect, it } from "vitest";
import { USER_TYPE } from "../../../domain/userTypes.ts";
import { createAccount, post, TEST_PASSWORD } from "../accounts.ts";
import type { TestServer } from "../harness.ts";
import { lastMailTo, linkIn, readMailbox } from "../mailbox.ts";
import type { AccessContext } from "./context.ts";

const NEW_PASSWORD = "Brand-new#2027";

/** Forgotten password (mailed link) and change of password while signed in. */
export const passwordTests = (context: AccessContext) => {
  let server: TestServer;
  beforeAll(() => {
    server = context.server;
  });

  describe("forgotten password: mailed reset link", () => {
    const forgot = (email: string, language = "en") =>
      post(server, "/user/password/forgot", { email }, { language });
    const reset = (link: URL, password: string, confirmPassword = password, language = "en") =>
      post(
        server,
        "/user/password/reset",
        {
          id: link.searchParams.get("id"),
          token: link.searchParams.get("token"),
          password,
          confirmPassword,
        },
        { language },
      );
    const resetLink = async (email: string) => {
      expect((await forgot(email)).status).toBe(200);
      return linkIn(lastMailTo(server.config.dataDir, email));
    };

    it("mails a link that works once and signs the account out everywhere", async () => {
      const account = await createAccount(server, { isPasswordChanged: false });
      const oldSession = await server.login(account.email, TEST_PASSWORD);

      const asked = await forgot(account.email);
      expect(await asked.json()).toEqual({
        message: "If the address belongs to an account, we sent a link to reset the password.",
        data: null,
      });
      const mail = lastMailTo(server.config.dataDir, account.email);
      expect(mail.subject).toBe("Reset your password");
      const link = linkIn(mail);
      expect(`${link.origin}${link.pathname}`).toBe(`${server.config.publicUrl}/password/reset`);
      expect(link.searchParams.get("id")).toBe(account.id);
      expect(link.searchParams.get("token")).toMatch(/^[\w-]{43}$/);

      const done = await reset(link, NEW_PASSWORD);
      expect(done.status).toBe(200);
      expect(await done.json()).toEqual({
        message: "Your password has been changed. Sign in with the new one.",
        data: null,
      });
      expect((await server.api("/user/profile", { token: oldSession })).status).toBe(401);
      const wrongOld = await post(server, "/user/login", {
        email: account.email,
        password: TEST_PASSWORD,
      });
      expect(wrongOld.status).toBe(401);
      const signedIn = await post(server, "/user/login", {
        email: account.email,
        password: NEW_PASSWORD,
      });
      expect((await signedIn.json()).data.user.isPasswordChanged).toBe(true);

      const again = await reset(link, "Another#2028");
      expect(again.status).toBe(400);
      expect(await again.json()).toEqual({
        code: "resetLinkInvalid",
        message: "This reset link is not valid or has expired. Ask for a new one.",
      });
    });

    it("refuses an expired link", async () => {
      const account = await createAccount(server);
      const link = await resetLink(account.email);
      context.later(3601);
      const response = await reset(link, NEW_PASSWORD);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toMatch(/not valid or has expired/);
    });

    it("refuses a forged token, an unknown id and a link replaced by a newer one", async () => {
      const account = await createAccount(server);
      const first = await resetLink(account.email);
      const forged = new URL(first);
      forged.searchParams.set("token", "A".repeat(43));
      expect((await reset(forged, NEW_PASSWORD)).status).toBe(400);
      const stranger = new URL(first);
      stranger.searchParams.set("id", "not-a-uuid");
      expect((await reset(stranger, NEW_PASSWORD)).status).toBe(400);

      const second = await resetLink(account.email);
      expect((await reset(first, NEW_PASSWORD)).status).toBe(400);
      expect((await reset(second, NEW_PASSWORD)).status).toBe(200);
    });

    it("answers 400 with the seed's message when the confirmation differs", async () => {
      const account = await createAccount(server);
      const link = await resetLink(account.email);
      const english = await reset(link, NEW_PASSWORD, "Different#2027");
      expect(english.status).toBe(400);
      expect((await english.json()).errors).toEqual({
        confirmPassword: "Password and confirm password are not same.",
      });
      const italian = await reset(link, NEW_PASSWORD, "Different#2027", "it");
      expect((await italian.json()).errors).toEqual({
        confirmPassword: "La password e la conferma non coincidono.",
      });
      // A refused form does not use up the link.
      expect((await reset(link, NEW_PASSWORD)).status).toBe(200);
    });

    it("answers the same for unknown emails and customers, and mails them nothing", async () => {
      const customer = await createAccount(server, { userType: USER_TYPE.customer });
      const before = readMailbox(server.config.dataDir).length;
      for (const email of ["nobody-at-all@example.com", customer.email]) {
        const response = await forgot(email);
        expect(response.status).toBe(200);
        expect((await response.json()).data).toBeNull();
      }
      expect(readMailbox(server.config.dataDir)).toHaveLength(before);
    });
  });

  describe("change of password while signed in", () => {
    const change = (token: string, body: Record<string, string>, language = "en") =>
      server.api("/user/change-password", {
        method: "PUT",
        token,
        language,
        body: JSON.stringify(body),
      });

    it("answers 400 with a field error when the current password is wrong", async () => {
      const account = await createAccount(server);
      const token = await server.login(account.email, TEST_PASSWORD);
      const body = {
        currentPassword: "Not#Mine-99",
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      };
      const english = await change(token, body);
      expect(english.status).toBe(400);
      expect(await english.json()).toEqual({
        code: "currentPasswordWrong",
        message: "The current password is not correct",
        errors: { currentPassword: "The current password is not correct" },
      });
      const italian = await change(token, body, "it");
      expect((await italian.json()).errors).toEqual({
        currentPassword: "La password attuale non è corretta",
      });
    });

    it("changes it, keeps this session and signs out the others", async () => {
      const account = await createAccount(server, {
        userType: USER_TYPE.operator,
        isPasswordChanged: false,
      });
      const current = await server.login(account.email, TEST_PASSWORD);
      const other = await server.login(account.email, TEST_PASSWORD);

      const response = await change(current, {
        currentPassword: TEST_PASSWORD,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.message).toBe("Your password has been changed.");
      expect(body.data).toMatchObject({ _id: account.id, isPasswordChanged: true, userType: 2 });

      expect((await server.api("/user/profile", { token: current })).status).toBe(200);
      expect((await server.api("/user/profile", { token: other })).status).toBe(401);
      const profile = await (await server.api("/user/profile", { token: current })).json();
      expect(profile.data.isPasswordChanged).toBe(true);
      expect(await server.login(account.email, NEW_PASSWORD)).toEqual(expect.any(String));
    });

    it("checks the new password with the shared rules", async () => {
      const account = await createAccount(server);
      const token = await server.login(account.email, TEST_PASSWORD);
      const response = await change(token, {
        currentPassword: TEST_PASSWORD,
        password: "short",
        confirmPassword: "shorter",
      });
      expect(response.status).toBe(400);
      expect((await response.json()).errors).toMatchObject({
        password: "The password must be at least 8 characters long",
      });
    });
  });
};
