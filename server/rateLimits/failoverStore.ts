import type {
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  RateLimitOptions,
} from "@fastify/rate-limit";
import LocalStore from "@fastify/rate-limit/store/LocalStore.js";
import RedisStore from "@fastify/rate-limit/store/RedisStore.js";
import type { Redis } from "ioredis";

type Counted = Parameters<FastifyRateLimitStore["incr"]>;

/**
 * Counts in Redis, shared by every instance, while Redis answers; on this instance's own
 * counters while it does not. An outage thus neither lifts the limits (an attacker's chance)
 * nor refuses everyone (nobody could sign in), and the shared counters are used again as soon
 * as Redis is back.
 */
class FailoverStore implements FastifyRateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
  ) {}

  incr(...[key, callback, timeWindow, max]: Counted) {
    if (this.redis.status !== "ready") {
      this.local.incr(key, callback, timeWindow, max);
      return;
    }
    this.shared.incr(
      key,
      (error, result) =>
        error ? this.local.incr(key, callback, timeWindow, max) : callback(null, result),
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]) {
    return new FailoverStore(
      this.redis,
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
    );
  }
}

/** The `store` option of @fastify/rate-limit: counters under `namespace` in `redis`. */
export const failoverStore = (redis: Redis, namespace: string): FastifyRateLimitStoreCtor =>
  class extends FailoverStore {
    constructor({
      continueExceeding = false,
      exponentialBackoff = false,
    }: Pick<RateLimitOptions, "continueExceeding" | "exponentialBackoff">) {
      super(
        redis,
        new RedisStore(continueExceeding, exponentialBackoff, redis, namespace),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
