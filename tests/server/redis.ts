import { Redis } from "ioredis";

export const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

const probeRedis = async () => {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 2_000,
    retryStrategy: () => null,
  });
  probe.on("error", () => undefined);
  try {
    await probe.connect();
    return undefined;
  } catch (error) {
    return `Redis at ${REDIS_URL} is unreachable (${(error as Error).message})`;
  } finally {
    probe.disconnect();
  }
};

/** Why Redis tests cannot run here, or undefined; in CI an unreachable Redis fails the run. */
export const redisUnavailable = await probeRedis();
if (redisUnavailable && process.env.CI === "true") {
  throw new Error(`${redisUnavailable}; CI needs it`);
}
