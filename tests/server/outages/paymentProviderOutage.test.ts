import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stripeProvider } from "../../../server/payments/stripe.ts";
import { FAKE_STRIPE_KEY, type FakeStripe, fakeStripe } from "../access/fakeStripe.ts";
import { createAccount, TEST_PASSWORD } from "../accounts.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { startTcpProxy, type TcpProxy } from "../tcpProxy.ts";

/**
 * Issue 45: the payment provider goes away or stops answering while a seller links its account.
 * The server reaches a local fake Stripe through a relay the test cuts and slows.
 */

/** The API's promise: every call answers within 5 s, whatever a dependency does. */
const API_WITHIN_MS = 5_000;

const UNAVAILABLE = {
  code: "paymentProviderUnavailable",
  message: "The payment provider is not answering at the moment. Please try again in a minute.",
};

describe("the payment provider down or slow", () => {
  let stripe: FakeStripe;
  let proxy: TcpProxy;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    stripe = await fakeStripe();
    proxy = await startTcpProxy({ host: "127.0.0.1", port: Number(new URL(stripe.url).port) });
    server = await startTestServer({
      overrides: {
        paymentProvider: stripeProvider({
          secretKey: FAKE_STRIPE_KEY,
          baseUrl: `http://127.0.0.1:${proxy.port}`,
        }),
      },
    });
    const seller = await createAccount(server);
    token = await server.login(seller.email, TEST_PASSWORD);
  });

  afterAll(async () => {
    await server?.close();
    await proxy?.close();
    await stripe?.close();
  });

  const connect = async () => {
    const started = Date.now();
    const answer = await server.api("/stripe/connect", { method: "POST", token, language: "en" });
    return { answer, tookMs: Date.now() - started };
  };

  const readiness = async () => {
    const answer = await server.api("/health/ready");
    return { status: answer.status, body: await answer.json() };
  };

  it("answers 503 with Retry-After at once while the provider cannot be reached", async () => {
    await proxy.cut();
    const { answer, tookMs } = await connect();
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("30");
    expect(await answer.json()).toEqual(UNAVAILABLE);
    expect(tookMs).toBeLessThan(API_WITHIN_MS);
    const ready = await readiness();
    expect(ready.status).toBe(503);
    expect(ready.body.data.dependencies.paymentProvider.state).toBe("down");
    // The process serves everything else meanwhile.
    expect((await server.api("/user/profile", { token })).status).toBe(200);
  });

  it("serves again by itself once the provider is back", async () => {
    await proxy.restore();
    const { answer } = await connect();
    expect(answer.status).toBe(200);
    expect((await answer.json()).data.url).toMatch(/^https:\/\/connect\.stripe\.test\/setup\//);
    const ready = await readiness();
    expect(ready.status).toBe(200);
    expect(ready.body.data.dependencies.paymentProvider.state).toBe("up");
  });

  it("answers 503 within the API's 5 s when the provider stops answering", async () => {
    proxy.delay(60_000);
    const { answer, tookMs } = await connect();
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual(UNAVAILABLE);
    expect(tookMs).toBeLessThan(API_WITHIN_MS);
    proxy.delay(0);
  });
});
