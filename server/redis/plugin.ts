import fp from "fastify-plugin";
import type { Redis } from "ioredis";
import { closeRedisClient, openRedisClient } from "./client.ts";
import { trackRedis } from "./health.ts";

export interface SharedRedis {
  /** A new client of REDIS_URL, connected (or the start fails), closed with the app. */
  connect(): Promise<Redis>;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Redis shared by the instances (REDIS_URL); undefined when this instance runs alone. */
    redis: SharedRedis | undefined;
  }
}

/**
 * The Redis that instances behind a load balancer share: rate-limit counters and live events
 * cross instances through it. Its clients report to `app.dependencies`, so the readiness check
 * shows an outage and the log says it once; while it lasts each instance works on its own.
 */
export const redisPlugin = fp(
  async (app) => {
    const url = app.config.redisUrl;
    if (!url) {
      app.decorate("redis", undefined);
      return;
    }
    app.dependencies.use("redis");
    const health = trackRedis(app.dependencies);
    const clients: Redis[] = [];
    app.decorate("redis", {
      connect: async () => {
        const client = await openRedisClient(url, health);
        clients.push(client);
        return client;
      },
    });
    app.addHook("onClose", async () => {
      await Promise.all(clients.map(closeRedisClient));
    });
  },
  { name: "redis" },
);
