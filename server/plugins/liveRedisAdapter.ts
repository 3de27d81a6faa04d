const CONNECT_TIMEOUT_MS = 5_000;

/**
 * With several API instances behind a load balancer, an event raised on one instance must reach
 * sockets connected to the others (docs/product.md#storage-and-scale): socket.io's Redis adapter relays it through
 * Redis pub/sub. Connecting is checked at start, so a wrong REDIS_URL stops the server with a
 * clear line instead of silently keeping events on one instance.
 */
export const connectRedisAdapter = async (
  redisUrl: string,
  onError: (error: Error) => void,
  /** Prepended to the adapter's channels (default "socket.io"): deployments sharing Redis stay apart. */
  prefix?: string,
) => {
  // Loaded only with REDIS_URL: a single instance does not pay for them at start.
  const [{ createAdapter }, { Redis }] = await Promise.all([
    import("@socket.io/redis-adapter"),
    import("ioredis"),
  ]);
  const publisher = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 2,
  });
  const subscriber = publisher.duplicate();
  // After start, an outage is logged while ioredis reconnects; live events resume with Redis.
  publisher.on("error", onError);
  subscriber.on("error", onError);
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw new Error(`REDIS_URL: cannot connect to Redis (${(error as Error).message})`);
  }
  return {
    adapter: createAdapter(publisher, subscriber, prefix ? { key: `${prefix}socket.io` } : {}),
    close: async () => {
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
};
