import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import fp from "fastify-plugin";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { API_BASE_PATH, APP_KEY_HEADER } from "../../domain/api.ts";

export const DOCS_PATH = `${API_BASE_PATH}/docs`;

/** What each status means in this API (docs/api.md), so the reference reads without guessing. */
const STATUS_DESCRIPTIONS: Record<string, string> = {
  200: "Success: `{ message, data }`",
  201: "Created: `{ message, data }`",
  400: "Validation failed: `errors` maps each field to its message",
  401: "Not signed in: wrong credentials, a missing, revoked or expired token (`Token expired.`), or a wrong application key",
  403: "Not allowed for this user type (customers cannot sign in), or not the seller's own record",
  404: "No such record",
  409: "Conflict with the current state, or a status change that is not allowed",
  413: "Upload too large",
  415: "File type not accepted",
  429: "Too many attempts: try again later",
  500: "Unexpected server error; the message never carries internals",
  502: "The payment provider could not be reached or refused the call: try again later",
};

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

const describeResponses: typeof jsonSchemaTransform = (input: TransformInput) => {
  const transformed = jsonSchemaTransform(input);
  const responses = (transformed.schema as { response?: Record<string, { description?: string }> })
    .response;
  for (const [status, response] of Object.entries(responses ?? {})) {
    response.description ??= STATUS_DESCRIPTIONS[status];
  }
  return transformed;
};

/**
 * The OpenAPI 3.1 contract is generated from the routes' own zod schemas (docs/product.md#one-system-two-parts), so it
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
        tags: [
          {
            name: "intake",
            description:
              "Public calls of the marketplace's customer apps: rent requests, event requests, order requests, confirmed orders and a customer's return request. They need no token, only the application key header, and are rate limited per address. Each new or changed record updates the back-office's live counters.",
          },
          {
            name: "orderRequests",
            description:
              "Order requests: lists, counts by status, sending a quote (`PUT /order/request/{id}`), status moves, internal notes and the history. Every write sends back the `version` it read (409 `staleVersion` otherwise).",
          },
          {
            name: "orders",
            description:
              "Orders: lists, counts by status, status moves (cancellation, returns), internal notes and the history. Every write sends back the `version` it read (409 `staleVersion` otherwise).",
          },
          {
            name: "live",
            description:
              "The sidebar counters (records waiting for staff): read once at start, then pushed over the socket as `{ count, at }`.",
          },
        ],
        components: {
          securitySchemes: {
            bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
            appKey: { type: "apiKey", in: "header", name: APP_KEY_HEADER },
          },
        },
      },
      // Picks zod's draft-2020-12 output for a 3.1 document (3.0 would need nullable rewrites).
      transform: describeResponses,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(fastifySwaggerUi, { routePrefix: DOCS_PATH, staticCSP: true });
  },
  { name: "docs" },
);
