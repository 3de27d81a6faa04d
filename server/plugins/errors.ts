import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { type ErrorBody, errorBody } from "../../domain/api.schema.ts";
import { API_BASE_PATH } from "../../domain/api.ts";
import { databaseUnavailability, isConcurrencyRefusal, isInputRefusal } from "../db/errors.ts";
import { humanDuration } from "../rateLimits/duration.ts";

type Vars = Record<string, string | number>;

/**
 * What a handler throws to answer with an error: an HTTP status and a message key, translated
 * into the caller's language by the error handler. `fields` maps a field to a validation key.
 */
export class HttpProblem extends Error {
  override name = "HttpProblem";
  /** Sent as Retry-After: a 503 that passes once a dependency is back. */
  retryAfterSeconds?: number;
  /**
   * What the body says besides the message, for programs: the pieces available of `outOfStock`,
   * the holding request of `bookingHeld`.
   */
  details?: Pick<ErrorBody, "available" | "holder">;
  constructor(
    readonly statusCode: number,
    readonly key: string,
    readonly vars?: Vars,
    readonly fields?: Record<string, string>,
  ) {
    super(key);
  }
}

/** The message key of each error status a client can cause (docs/api.md). */
const STATUS_KEYS: Record<number, string> = {
  400: "errors:badRequest",
  401: "errors:tokenInvalid",
  403: "errors:forbidden",
  404: "errors:notFound",
  409: "errors:conflict",
  413: "errors:payloadTooLarge",
  415: "errors:unsupportedMediaType",
  429: "errors:rateLimited",
};

/** How soon a request that met a concurrent transaction may be sent again. */
const BUSY_RETRY_SECONDS = 1;

/**
 * How soon a call may be sent again when the database is unreachable: a restart or a failover
 * takes seconds, and the pool opens new connections by itself once it is back.
 */
export const DATABASE_RETRY_SECONDS = 5;

/** Fastify's JSON parser refusing the body: empty, not JSON, or a prototype-poisoning key. */
const BODY_NOT_JSON = new Set(["FST_ERR_CTP_EMPTY_JSON_BODY", "FST_ERR_CTP_INVALID_JSON_BODY"]);

const MESSAGE_KEY = /^[A-Za-z][A-Za-z0-9_.]*$/;

/** Domain schemas use validation keys as messages; zod's own sentences become the generic one. */
const validationText = (request: FastifyRequest, message: string | undefined) => {
  const key = `validation:${message ?? ""}`;
  return message && MESSAGE_KEY.test(message) && request.server.hasTranslation(key)
    ? request.t(key)
    : request.t("validation:invalid");
};

const fieldName = (instancePath: string, context: string | undefined) =>
  instancePath.replace(/^\//, "").replaceAll("/", ".") || (context ?? "body");

/** The error's code is its message key without the namespace: `errors:tokenExpired` → `tokenExpired`. */
export const codeOf = (key: string) => key.slice(key.indexOf(":") + 1);

const send = (reply: FastifyReply, status: number, body: Omit<ErrorBody, "code">, key: string) =>
  reply.status(status).send({ code: codeOf(key), ...body } satisfies ErrorBody);

export const replyRouteNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  send(
    reply,
    404,
    {
      message: request.t("errors:routeNotFound", {
        method: request.method,
        // Path only: a query string could carry something that must not be echoed.
        url: request.url.split("?")[0] ?? "",
      }),
    },
    "errors:routeNotFound",
  );

export const errorsPlugin = fp(
  async (app) => {
    // Every API route documents the envelope of its 500 and 503 (the database or another
    // dependency unavailable) and, when it reads input, of its 400.
    app.addHook("onRoute", (route) => {
      if (!route.url.startsWith(`${API_BASE_PATH}/`) || route.schema?.hide) return;
      const { body, querystring, params, headers } = route.schema ?? {};
      const readsInput = [body, querystring, params, headers].some((part) => part !== undefined);
      route.schema = {
        ...route.schema,
        response: {
          ...(readsInput ? { 400: errorBody } : {}),
          500: errorBody,
          503: errorBody,
          ...(route.schema?.response ?? {}),
        },
      };
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpProblem) {
        if (error.retryAfterSeconds) reply.header("retry-after", String(error.retryAfterSeconds));
        const errors = error.fields
          ? Object.fromEntries(
              Object.entries(error.fields).map(([field, key]) => [
                field,
                validationText(request, key),
              ]),
            )
          : undefined;
        return send(
          reply,
          error.statusCode,
          {
            message: request.t(error.key, error.vars),
            ...(errors ? { errors } : {}),
            ...error.details,
          },
          error.key,
        );
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: Record<string, string> = {};
        for (const issue of error.validation) {
          const field = fieldName(issue.instancePath, error.validationContext);
          errors[field] ??= validationText(request, issue.message);
        }
        const key = "errors:validationFailed";
        return send(reply, 400, { message: request.t(key), errors }, key);
      }
      if (BODY_NOT_JSON.has(error.code)) {
        // A body that is no JSON at all is the `body` field's error, as zod names a body that is
        // JSON but not an object (docs/api.md#errors).
        const key = "errors:validationFailed";
        const errors = { body: request.t("validation:invalid") };
        return send(reply, 400, { message: request.t(key), errors }, key);
      }
      if (isConcurrencyRefusal(error)) {
        request.log.warn({ errorCode: "databaseBusy" }, "request met a concurrent transaction");
        reply.header("retry-after", String(BUSY_RETRY_SECONDS));
        return send(reply, 503, { message: request.t("errors:busy") }, "errors:busy");
      }
      const unavailable = databaseUnavailability(error);
      if (unavailable) {
        // One log line per outage (app.dependencies), not one per call that met it.
        request.server.dependencies.down("database", unavailable);
        reply.header("retry-after", String(DATABASE_RETRY_SECONDS));
        const key = "errors:databaseUnavailable";
        return send(reply, 503, { message: request.t(key) }, key);
      }
      if (isInputRefusal(error)) {
        request.log.info({ errorCode: "databaseRefusedInput" }, "request refused");
        return send(reply, 400, { message: request.t("errors:badRequest") }, "errors:badRequest");
      }
      const status = error.statusCode ?? 500;
      const key = STATUS_KEYS[status];
      if (status < 500 && key) {
        request.log.info({ errorCode: error.code, status }, "request refused");
        const retryAfter = Number(reply.getHeader("retry-after") ?? 60);
        const message = request.t(key, { after: humanDuration(retryAfter) });
        return send(reply, status, { message }, key);
      }
      if (status < 500) {
        return send(
          reply,
          status,
          { message: request.t("errors:badRequest") },
          "errors:badRequest",
        );
      }
      // The stack stays in the server log; the client only learns that something went wrong.
      request.log.error({ err: error }, "request failed");
      return send(reply, 500, { message: request.t("errors:internal") }, "errors:internal");
    });
  },
  { name: "errors", dependencies: ["i18n"] },
);
