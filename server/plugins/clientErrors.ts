import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import { DEFAULT_LANGUAGE } from "../../domain/languages.ts";
import { codeOf } from "./errors.ts";

/** Node's codes for a request it could not read, with our status and message key for each. */
const CLIENT_ERRORS: Record<string, [status: number, key: string]> = {
  HPE_HEADER_OVERFLOW: [431, "errors:headersTooLarge"],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "errors:requestTimeout"],
};

/**
 * Fastify's `clientErrorHandler`: the answer to a request Node could not read (headers over its
 * 16 KB, a malformed request line, a request that never finished arriving). Fastify's own answer
 * closes the connection without saying `Connection: close`, so a keep-alive client sent its next
 * request down the closed connection and got no answer at all (the fuzz benchmark's "no answer").
 * This one says so, in the API's error shape; the headers were never read, hence the default
 * language.
 */
export function answerUnreadableRequest(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, key] = CLIENT_ERRORS[error.code ?? ""] ?? [400, "errors:badRequest"];
  const body = JSON.stringify({
    code: codeOf(key),
    message: this.translate(DEFAULT_LANGUAGE, key),
  });
  this.log.debug({ err: error }, "unreadable request");
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
