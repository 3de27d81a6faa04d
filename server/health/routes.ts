import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { successEnvelope } from "../../domain/api.schema.ts";
import { databaseAnswers } from "./databaseCheck.ts";
import type { DependencyName } from "./dependencies.ts";

const health = successEnvelope(
  z.object({
    status: z.literal("ok"),
    database: z.enum(["pglite", "postgres"]),
    uptimeSeconds: z.number().int().nonnegative(),
  }),
);

const DEPENDENCY_NAMES = [
  "database",
  "redis",
  "smtp",
  "paymentProvider",
] as const satisfies readonly DependencyName[];

const dependencyState = z.object({
  state: z.enum(["up", "down"]),
  since: z.iso.datetime().describe("When this instance last saw it change state."),
});

const readiness = z.object({
  message: z.enum(["ready", "not ready"]),
  data: z.object({
    ready: z.boolean(),
    dependencies: z
      .partialRecord(z.enum(DEPENDENCY_NAMES), dependencyState)
      .describe("Each dependency this instance uses; the errors stay in the server log."),
  }),
});

/**
 * Liveness and readiness for supervisors and load balancers (README, "Health checks"): public,
 * cheap, no secrets. Liveness never touches a dependency, so an outage of one does not get every
 * instance restarted; readiness says which one is down.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: "pglite" | "postgres" }> = async (
  app,
  options,
) => {
  const startedAt = Date.now();
  app.get(
    "/health",
    {
      config: { public: true },
      schema: {
        tags: ["health"],
        summary: "Liveness",
        description:
          "Answers 200 while the process serves requests, whatever the state of its dependencies (a supervisor restarts the process when it stops answering); names the database kind in use.",
        response: { 200: health },
      },
    },
    async () => ({
      message: "ok",
      data: {
        status: "ok" as const,
        database: options.database,
        uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
      },
    }),
  );

  app.get(
    "/health/ready",
    {
      config: { public: true },
      schema: {
        tags: ["health"],
        summary: "Readiness",
        description:
          "200 when every dependency this instance uses is up, else 503 (a load balancer takes the instance out of rotation until it answers 200 again). The database is asked at each call (`select 1`, within 1 s); the others are as the instance last met them.",
        response: { 200: readiness, 503: readiness },
      },
    },
    async (_request, reply) => {
      await databaseAnswers(app);
      const dependencies = Object.fromEntries(
        Object.entries(app.dependencies.states()).map(([name, { up, since }]) => [
          name,
          { state: up ? ("up" as const) : ("down" as const), since },
        ]),
      );
      const ready = Object.values(dependencies).every(({ state }) => state === "up");
      return reply
        .status(ready ? 200 : 503)
        .send({ message: ready ? "ready" : "not ready", data: { ready, dependencies } });
    },
  );
};
