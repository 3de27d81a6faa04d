import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import fp from "fastify-plugin";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { API_BASE_PATH, APP_KEY_HEADER } from "../../domain/api.ts";

export const DOCS_PATH = `${API_BASE_PATH}/docs`;

/**
 * The OpenAPI 3.1 contract is generated from the routes' own zod schemas (decision D1), so it
 * cannot drift from what the server validates. GET /admin/api/docs/json is the document.
 */
export const docsPlugin = fp<{ version: string; publicUrl: string }>(
  async (app, options) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: "3.1.0",
        info: {
          title: "Luxury Marketplace Admin API",
          description:
            "Back-office API of the luxury marketplace. Success bodies are `{ message, data }`; errors are `{ message, errors? }` localised by Accept-Language (it, en).",
          version: options.version,
        },
        servers: [{ url: options.publicUrl }],
        components: {
          securitySchemes: {
            bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
            appKey: { type: "apiKey", in: "header", name: APP_KEY_HEADER },
          },
        },
      },
      // Picks zod's draft-2020-12 output for a 3.1 document (3.0 would need nullable rewrites).
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(fastifySwaggerUi, { routePrefix: DOCS_PATH, staticCSP: true });
  },
  { name: "docs" },
);
