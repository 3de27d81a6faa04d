import { createHash } from "node:crypto";
import fastifyRateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { HttpProblem } from "../plugins/errors.ts";
import { humanDuration } from "./duration.ts";
import { failoverStore } from "./failoverStore.ts";
import type { Limit, RateLimitPolicies, RateLimitPolicyName } from "./policies.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The attempt limits this route counts against (server/rateLimits/policies.ts). */
    rateLimitPolicy?: RateLimitPolicyName;
  }
}

export interface RateLimitPluginOptions {
  policies: RateLimitPolicies;
  /**
   * Prefix of the counters in Redis (app.redis, with REDIS_URL), where every instance behind a
   * load balancer shares them: instances that must share counters use the same one.
   */
  namespace: string;
}

type Limiter = ReturnType<FastifyInstance["createRateLimit"]>;

const bodyEmail = (request: FastifyRequest): string | undefined => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email : undefined;
};

type Counted = "address" | "account";

const COUNTED_KEY: Record<Counted, (request: FastifyRequest) => string> = {
  address: (request) => normalizeIP(request.ip),
  // A digest, never the email itself: a dump of the counters lists no one's address.
  account: (request) =>
    createHash("sha256")
      .update(bodyEmail(request) ?? "")
      .digest("base64url"),
};

/** Answers 429 with `retry-after` and the localised wait when the limiter says the budget is spent. */
const enforce = async (limiter: Limiter, request: FastifyRequest, reply: FastifyReply) => {
  const result = await limiter(request);
  if (result.isAllowed || !result.isExceeded) return;
  reply.header("retry-after", result.ttlInSeconds);
  throw new HttpProblem(429, "errors:rateLimited", { after: humanDuration(result.ttlInSeconds) });
};

/**
 * Attempt limits (docs/access.md#sign-in) on the routes that declare `config.rateLimitPolicy`. Two counters
 * per policy: the caller's address, checked before the body is read, and the account named by
 * the body's email, checked once the body is validated. Either one spent answers 429.
 */
export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, options) => {
    const redis = await app.redis?.connect();
    await app.register(fastifyRateLimit, {
      global: false,
      // Counted on this instance alone while Redis is away (failoverStore.ts).
      ...(redis ? { store: failoverStore(redis, options.namespace) } : {}),
    });

    const limiter = (policy: RateLimitPolicyName, counted: Counted, limit: Limit) =>
      app.createRateLimit({
        max: limit.max,
        timeWindow: limit.windowSeconds * 1000,
        keyGenerator: (request) => `${policy}:${counted}:${COUNTED_KEY[counted](request)}`,
      });

    // One pair of limiters per policy, so every route of the policy spends the same counters.
    const limiters = new Map<RateLimitPolicyName, { address: Limiter; account?: Limiter }>();
    const limitersOf = (policy: RateLimitPolicyName) => {
      let found = limiters.get(policy);
      if (!found) {
        const { perAddress, perAccount } = options.policies[policy];
        found = {
          address: limiter(policy, "address", perAddress),
          ...(perAccount ? { account: limiter(policy, "account", perAccount) } : {}),
        };
        limiters.set(policy, found);
      }
      return found;
    };

    app.addHook("onRoute", (route) => {
      const policy = route.config?.rateLimitPolicy;
      if (!policy) return;
      const { address, account } = limitersOf(policy);
      route.onRequest = [
        ...(route.onRequest ? [route.onRequest].flat() : []),
        async (request, reply) => enforce(address, request, reply),
      ];
      if (account) {
        route.preHandler = [
          ...(route.preHandler ? [route.preHandler].flat() : []),
          async (request, reply) => {
            if (bodyEmail(request) !== undefined) await enforce(account, request, reply);
          },
        ];
      }
    });
  },
  { name: "rate-limits", dependencies: ["errors", "redis"] },
);
