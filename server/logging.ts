import type { FastifyRequest, FastifyServerOptions } from "fastify";
import type { LogLevel } from "./config.ts";

/** Keys whose values are secrets wherever they appear in a logged object. */
const SECRET_KEYS = [
  "password",
  "newPassword",
  "currentPassword",
  "confirmPassword",
  "token",
  "otp",
  // The signed payment-onboarding state: whoever holds it can link a payment account.
  "state",
  "authorization",
  "secret",
];
/** Keys that are secrets only inside request input (`code` elsewhere is an error code). */
const INPUT_SECRET_KEYS = ["code", "otp"];

export const REDACTED = "[Redacted]";

const REDACT_PATHS = [
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
  ...INPUT_SECRET_KEYS.flatMap((key) => [
    `body.${key}`,
    `query.${key}`,
    `*.body.${key}`,
    `*.query.${key}`,
  ]),
  "req.headers.cookie",
  'res.headers["set-cookie"]',
];

const SECRET_QUERY = /([?&](?:token|access_token|password|code|otp|state)=)[^&#]*/gi;

/** The path and query of a URL with any secret-looking parameter value replaced. */
export const safeUrl = (url: string) => url.replace(SECRET_QUERY, `$1${REDACTED}`);

/**
 * Fastify's request log line: method, safe URL, client and the headers worth knowing when
 * debugging. The Authorization header is kept as a key so the redact list can prove it is hidden.
 */
const serializeRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: safeUrl(request.url),
  remoteAddress: request.ip,
  headers: {
    "user-agent": request.headers["user-agent"],
    "accept-language": request.headers["accept-language"],
    ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
  },
});

export const loggerOptions = (
  level: LogLevel,
  stream?: NodeJS.WritableStream,
): Exclude<FastifyServerOptions["logger"], boolean | undefined> => ({
  level,
  redact: { paths: REDACT_PATHS, censor: REDACTED },
  serializers: { req: serializeRequest },
  ...(stream ? { stream } : {}),
});
