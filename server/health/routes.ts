import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { successEnvelope } from "../../domain/api.schema.ts";

const health = successEnvelope(
  z.object({
    status: z.literal("ok"),
    database: z.enum(["pglite", "postgres"]),
    uptimeSeconds: z.number().int().nonnegative(),
  }),
);

/** Liveness for load balancers, scripts and the e2e runner: public, cheap, no secrets. */
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
        summary: "Service health",
        description: "Answers while the server is up; names the database kind in use.",
        response: { 200: health },
      },
    },
    async () => {
      // A round trip, so "ok" means the database answers too (a failure is a logged 500).
      await app.db.execute(sql`select 1`);
      return {
        message: "ok",
        data: {
          status: "ok" as const,
          database: options.database,
          uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
        },
      };
    },
  );
};
