// @fastify/rate-limit's own stores, which it types only through its `store` option.
declare module "@fastify/rate-limit/store/LocalStore.js" {
  import type { FastifyRateLimitStore } from "@fastify/rate-limit";

  const LocalStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    cache?: number,
  ) => FastifyRateLimitStore;
  export default LocalStore;
}

declare module "@fastify/rate-limit/store/RedisStore.js" {
  import type { FastifyRateLimitStore } from "@fastify/rate-limit";
  import type { Redis } from "ioredis";

  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    key?: string,
  ) => FastifyRateLimitStore;
  export default RedisStore;
}
