import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PaymentProviderError } from "../../../server/payments/provider.ts";
import { sandboxProvider } from "../../../server/payments/sandbox.ts";
import { STRIPE_API_VERSION, stripeProvider } from "../../../server/payments/stripe.ts";
import { createAccount, post, TEST_PASSWORD } from "../accounts.ts";
import { DEMO, type TestServer } from "../harness.ts";
import { signToken } from "../tokens.ts";
import type { AccessContext } from "./context.ts";
import { type FakeStripe, fakeStripe, FAKE_STRIPE_KEY as SECRET_KEY } from "./fakeStripe.ts";

const FAILED = "Sorry, there was an error. Try again or contact us for assistance.";

/** Sellers link a payment account: the sandbox by default, Stripe against a local fake. */
export const paymentTests = (context: AccessContext) => {
  let server: TestServer;
  let stripe: FakeStripe;
  beforeAll(async () => {
    server = context.server;
    stripe = await fakeStripe();
  });
  afterAll(async () => {
    context.usePaymentProvider(sandboxProvider());
    await stripe?.close();
  });

  describe("with the sandbox provider (no STRIPE_SECRET_KEY)", () => {
    beforeAll(() => context.usePaymentProvider(sandboxProvider()));

    const connect = (token: string) =>
      server.api("/stripe/connect", { method: "POST", token, language: "en" });
    const confirm = (state: string, language = "en") =>
      post(server, "/stripe/confirm", { state }, { language });

    it("walks connect → return page → confirm, and the profile shows the account", async () => {
      const token = await server.login(DEMO.seller.email, DEMO.seller.password);
      const started = await connect(token);
      expect(started.status).toBe(200);
      const { message, data } = await started.json();
      expect(message).toBe("Continue on the payment provider's page to connect your account.");
      const url = new URL(data.url);
      expect(`${url.origin}${url.pathname}`).toBe(
        `${server.config.publicUrl}/stripe/confirm/index`,
      );
      const state = url.searchParams.get("state") ?? "";

      // The seller comes back without a session: the state alone says who.
      const confirmed = await confirm(state);
      expect(confirmed.status).toBe(200);
      const body = await confirmed.json();
      expect(body.message).toBe("Your payment account is connected.");
      expect(body.data.stripeAccountId).toMatch(/^acct_sandbox_[0-9a-f]{16}$/);

      const profile = await (await server.api("/user/profile", { token })).json();
      expect(profile.data.stripeAccountId).toBe(body.data.stripeAccountId);

      // Reloading the return page confirms the same account; a new onboarding is refused.
      expect((await (await confirm(state)).json()).data).toEqual(body.data);
      const twice = await connect(token);
      expect(twice.status).toBe(409);
      expect(await twice.json()).toEqual({
        code: "paymentAlreadyLinked",
        message: "Your payment account is already connected.",
      });
    });

    it("answers 400 with the seed's message for a forged, expired or foreign state", async () => {
      const seller = await server.login(DEMO.sellerLinked.email, DEMO.sellerLinked.password);
      const now = Math.floor(Date.now() / 1000);
      const claims = { purpose: "payment-onboarding", sub: randomUUID(), iat: now, exp: now + 600 };
      const states = [
        "not-a-token",
        signToken(claims, "another-secret-that-is-long-enough-to-sign"),
        signToken({ ...claims, iat: now - 7200, exp: now - 3600 }),
        signToken(claims), // well signed, but nobody with that id
        seller, // a session token is not an onboarding state
      ];
      for (const state of states) {
        const response = await confirm(state);
        expect(response.status, state).toBe(400);
        expect(await response.json()).toEqual({ code: "paymentLinkFailed", message: FAILED });
      }
      const italian = await confirm("not-a-token", "it");
      expect((await italian.json()).message).toBe(
        "Spiacenti, si è verificato un errore. Riprova o contattaci per assistenza.",
      );
    });

    it("keeps an unlinked seller out of the catalogue, and lets it in at once after linking", async () => {
      const seller = await createAccount(server);
      const token = await server.login(seller.email, TEST_PASSWORD);
      const gated = await server.api("/products", { token, language: "en" });
      expect(gated.status).toBe(403);
      expect(await gated.json()).toEqual({
        code: "paymentAccountRequired",
        message:
          "Please, first connect your stripe account & then get access to the entire project.",
      });
      // The routes an unlinked seller needs stay open.
      expect((await server.api("/user/profile", { token })).status).toBe(200);

      const { data } = await (await connect(token)).json();
      const state = new URL(data.url).searchParams.get("state") ?? "";
      expect((await confirm(state)).status).toBe(200);
      // Same token, no new sign-in: the gate reads the account with the session.
      const open = await server.api("/products", { token });
      expect(open.status).toBe(200);
      expect((await open.json()).data).toEqual({ items: [], total: 0 });
    });

    it("refuses staff on the seller-only connect call", async () => {
      const admin = await server.login(DEMO.admin.email, DEMO.admin.password);
      const response = await connect(admin);
      expect(response.status).toBe(403);
    });
  });

  describe("with Stripe (STRIPE_SECRET_KEY), against the fake Stripe", () => {
    beforeAll(() =>
      context.usePaymentProvider(stripeProvider({ secretKey: SECRET_KEY, baseUrl: stripe.url })),
    );

    it("links the account only once Stripe says onboarding is complete", async () => {
      const seller = await createAccount(server);
      const token = await server.login(seller.email, TEST_PASSWORD);
      const started = await server.api("/stripe/connect", { method: "POST", token });
      expect(started.status).toBe(200);
      const { url } = (await started.json()).data;
      const accountId = /\/setup\/(acct_\w+)$/.exec(url)?.[1] ?? "";
      const returnUrl = new URL(stripe.seen.at(-1)?.form.get("return_url") ?? "");
      const state = returnUrl.searchParams.get("state") ?? "";

      const unfinished = await post(server, "/stripe/confirm", { state }, { language: "en" });
      expect(unfinished.status).toBe(400);
      expect(await unfinished.json()).toEqual({ code: "paymentLinkFailed", message: FAILED });

      stripe.finishOnboarding(accountId);
      const confirmed = await post(server, "/stripe/confirm", { state });
      expect(confirmed.status).toBe(200);
      expect((await confirmed.json()).data).toEqual({ stripeAccountId: accountId });
      const profile = await (await server.api("/user/profile", { token })).json();
      expect(profile.data.stripeAccountId).toBe(accountId);
    });
  });

  describe("Stripe provider against a local fake Stripe", () => {
    it("opens an Express account, asks for an onboarding link and checks the account", async () => {
      const provider = stripeProvider({ secretKey: SECRET_KEY, baseUrl: stripe.url });
      const before = stripe.seen.length;
      const accountId = await provider.openAccount({ id: "seller-1", email: "shop@example.com" });
      expect(accountId).toMatch(/^acct_/);
      const returnUrl = "http://localhost:3000/stripe/confirm/index?state=abc";
      const url = await provider.onboardingUrl({ accountId, returnUrl });
      expect(url).toBe(`https://connect.stripe.test/setup/${accountId}`);

      const [created, linked] = stripe.seen.slice(before);
      expect(created?.authorization).toBe(`Bearer ${SECRET_KEY}`);
      // Every write carries its own idempotency key and the pinned API version.
      expect(created?.idempotencyKey).toMatch(/^account-seller-1-/);
      expect(linked?.idempotencyKey).toMatch(new RegExp(`^account-link-${accountId}-`));
      expect(created?.stripeVersion).toBe(STRIPE_API_VERSION);
      expect(Object.fromEntries(created?.form ?? [])).toEqual({
        type: "express",
        email: "shop@example.com",
        "metadata[sellerId]": "seller-1",
      });
      expect(Object.fromEntries(linked?.form ?? [])).toEqual({
        account: accountId,
        refresh_url: returnUrl,
        return_url: returnUrl,
        type: "account_onboarding",
      });

      expect(await provider.completeOnboarding(accountId)).toBeUndefined();
      stripe.finishOnboarding(accountId ?? "");
      expect(await provider.completeOnboarding(accountId)).toBe(accountId);
      expect(await provider.completeOnboarding(undefined)).toBeUndefined();
    });

    it("fails with a PaymentProviderError that never carries the key", async () => {
      const wrongKey = "sk_test_wrong_key";
      const provider = stripeProvider({ secretKey: wrongKey, baseUrl: stripe.url });
      const failure = provider.openAccount({ id: "seller-2", email: "x@example.com" });
      await expect(failure).rejects.toBeInstanceOf(PaymentProviderError);
      await expect(failure).rejects.toThrow(/answered 401 \(invalid_request_error\)/);
      await failure.catch((error: Error) => expect(error.message).not.toContain(wrongKey));

      const unreachable = stripeProvider({ secretKey: SECRET_KEY, baseUrl: "http://127.0.0.1:1" });
      await expect(unreachable.completeOnboarding("acct_1")).rejects.toBeInstanceOf(
        PaymentProviderError,
      );
    });
  });
};
