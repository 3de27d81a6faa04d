import type { FastifyRequest } from "fastify";
import type { AuditAction } from "../../domain/logs.ts";
import type { Database } from "../db/client.ts";
import { recordChange } from "./service.ts";

type AccountAction = Exclude<AuditAction, "create" | "update" | "delete" | "forbidden">;

/**
 * Logs a sign-in, sign-out, failed sign-in or password change (docs/api.md#logs) under the account
 * it concerns (resource `user`; no record when the email matched nobody), with the client's
 * address. `details` never holds a password or code: the secret fields are stripped anyway.
 */
export const recordAccountEvent = (
  db: Database,
  request: FastifyRequest,
  action: AccountAction,
  account: { userId: string | null; details?: Record<string, unknown> },
) =>
  recordChange(db, {
    // A failed sign-in is made by nobody signed in, even when the email names an account.
    userId: action === "signInFailed" ? null : account.userId,
    action,
    resource: "user",
    recordId: account.userId,
    after: account.details,
    address: request.ip,
  });

/** Logs a request refused with 403 (the reason's message key) by the signed-in caller. */
export const recordRefusal = (db: Database, request: FastifyRequest, reason: string) =>
  recordChange(db, {
    userId: request.user.id,
    action: "forbidden",
    resource: "request",
    recordId: null,
    // The path only: a query string could carry something that must not be kept.
    after: { method: request.method, path: request.url.split("?")[0] ?? "", reason },
    address: request.ip,
  });
