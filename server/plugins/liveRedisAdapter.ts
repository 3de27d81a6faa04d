import type { SharedRedis } from "../redis/plugin.ts";

/**
 * With several API instances behind a load balancer, an event raised on one instance must reach
 * sockets connected to the others (docs/product.md#storage-and-scale): socket.io's Redis adapter
 * relays it through Redis pub/sub. While Redis is away the adapter still delivers to this
 * instance's own sockets (its publishes fail and are let go, server/redis/health.ts); the
 * subscriber subscribes again by itself when Redis is back.
 */
export const redisAdapter = async (
  redis: SharedRedis,
  /** Prepended to the adapter's channels (default "socket.io"): deployments sharing Redis stay apart. */
  prefix?: string,
) => {
  // Loaded only with REDIS_URL: a single instance does not pay for it at start.
  const [{ createAdapter }, publisher, subscriber] = await Promise.all([
    import("@socket.io/redis-adapter"),
    redis.connect(),
    redis.connect(),
  ]);
  return createAdapter(publisher, subscriber, prefix ? { key: `${prefix}socket.io` } : {});
};
