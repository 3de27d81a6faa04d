import type { PaymentProvider } from "../../../server/payments/provider.ts";
import { sandboxProvider } from "../../../server/payments/sandbox.ts";
import type { RateLimitPolicies } from "../../../server/rateLimits/policies.ts";
import { startTestServer, type TestServer } from "../harness.ts";

const roomy = { max: 1000, windowSeconds: 60 };
/** Limits no flow here reaches: rateLimits.test.ts checks the real ones on a server of its own. */
const ROOMY_LIMITS: RateLimitPolicies = {
  signIn: { perAccount: roomy, perAddress: roomy },
  mailing: { perAccount: roomy, perAddress: roomy },
  signup: { perAddress: roomy },
  intake: { perAddress: roomy },
};

export interface AccessContext {
  /** The server every access flow runs against (started before the first flow). */
  readonly server: TestServer;
  /** Moves the server's clock forward, as if that many seconds had passed. */
  later(seconds: number): void;
  /** The payment provider the server uses from now on (the sandbox at first). */
  usePaymentProvider(provider: PaymentProvider): void;
}

/**
 * One server for all the access flows: starting one costs more than most of these tests. Its
 * clock can be moved and its payment provider swapped, so each flow gets what it needs.
 */
export const accessContext = (): AccessContext & {
  start(): Promise<void>;
  stop(): Promise<void>;
} => {
  let server: TestServer | undefined;
  let clockOffsetMs = 0;
  let provider: PaymentProvider = sandboxProvider();
  const delegating: PaymentProvider = {
    name: "test",
    openAccount: (seller) => provider.openAccount(seller),
    onboardingUrl: (input) => provider.onboardingUrl(input),
    completeOnboarding: (accountId) => provider.completeOnboarding(accountId),
    refund: (request) => provider.refund(request),
  };
  return {
    get server() {
      if (!server) throw new Error("the access test server is not started");
      return server;
    },
    later: (seconds) => {
      clockOffsetMs += seconds * 1000;
    },
    usePaymentProvider: (next) => {
      provider = next;
    },
    start: async () => {
      server = await startTestServer({
        overrides: {
          now: () => new Date(Date.now() + clockOffsetMs),
          rateLimits: ROOMY_LIMITS,
          paymentProvider: delegating,
        },
      });
    },
    stop: async () => {
      await server?.close();
    },
  };
};
