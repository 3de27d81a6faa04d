import type { Redis } from "ioredis";
import type { RedisHealth } from "./health.ts";

const CONNECT_TIMEOUT_MS = 5_000;
/** Past this a command counts as failed: its caller falls back instead of holding a request. */
const COMMAND_TIMEOUT_MS = 1_000;
/**
 * Between attempts to reconnect: at most a second, so what crosses instances resumes about a
 * second after Redis is back, however long it was gone.
 */
const reconnectDelay = (attempt: number) => Math.min(attempt * 100, 1_000);

/**
 * A client of REDIS_URL whose failures never stop the process. Connecting is checked at
 * start, so a wrong REDIS_URL stops the server with a clear line; after that, an outage is
 * reported to `health` and the client reconnects by itself.
 */
export const openRedisClient = async (url: string, health: RedisHealth): Promise<Redis> => {
  // Loaded only with REDIS_URL: a single instance does not pay for the client at start.
  const { Redis } = await import("ioredis");
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // While Redis is down a command fails at once, so its caller falls back at once, and
    // nothing piles up to be replayed late when Redis returns.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: reconnectDelay,
  });
  health.watch(client);
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new Error(`REDIS_URL: cannot connect to Redis (${(error as Error).message})`);
  }
  // Only once connected: at start this process is busy opening its database, and a handshake
  // reply read a second late would otherwise fail the start (ioredis reads it at each command).
  client.options.commandTimeout = COMMAND_TIMEOUT_MS;
  return client;
};

/** Says goodbye to Redis when it is there; just drops the connection when it is not. */
export const closeRedisClient = async (client: Redis) => {
  if (client.status === "ready") {
    try {
      await client.quit();
      return;
    } catch {
      // Redis went away while we said goodbye: nothing is left to tell it.
    }
  }
  client.disconnect();
};
