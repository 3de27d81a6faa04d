import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** The only key the fake accepts. */
export const FAKE_STRIPE_KEY = "sk_test_fake_key_for_tests";

interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  stripeVersion: string | undefined;
  form: URLSearchParams;
}

/** A local stand-in for Stripe's REST API: records each call and answers like Stripe would. */
export const fakeStripe = async () => {
  const seen: Seen[] = [];
  const accounts = new Map<string, { details_submitted: boolean }>();
  const read = async (request: IncomingMessage) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    return new URLSearchParams(body);
  };
  const server: Server = createServer(async (request, response) => {
    const form = await read(request);
    const path = request.url ?? "";
    seen.push({
      method: request.method ?? "",
      path,
      authorization: request.headers.authorization,
      idempotencyKey: request.headers["idempotency-key"] as string | undefined,
      stripeVersion: request.headers["stripe-version"] as string | undefined,
      form,
    });
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`) {
      return answer(401, { error: { type: "invalid_request_error", message: "Invalid API Key" } });
    }
    if (request.method === "POST" && path === "/v1/accounts") {
      const id = `acct_${randomUUID().slice(0, 8)}`;
      accounts.set(id, { details_submitted: false });
      return answer(200, { id, object: "account", details_submitted: false });
    }
    if (request.method === "POST" && path === "/v1/account_links") {
      return answer(200, {
        object: "account_link",
        url: `https://connect.stripe.test/setup/${form.get("account")}`,
      });
    }
    const account = /^\/v1\/accounts\/(acct_\w+)$/.exec(path)?.[1];
    if (request.method === "GET" && account && accounts.has(account)) {
      return answer(200, { id: account, object: "account", ...accounts.get(account) });
    }
    return answer(404, { error: { type: "invalid_request_error" } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    /** What the seller does on Stripe's pages: finishes the onboarding form. */
    finishOnboarding: (id: string) => accounts.set(id, { details_submitted: true }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type FakeStripe = Awaited<ReturnType<typeof fakeStripe>>;
