import { eq } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import type { Language } from "../../domain/languages.ts";
import { USER_TYPE } from "../../domain/userTypes.ts";
import type { Database } from "../db/client.ts";
import type { AuthenticatedUser } from "../plugins/authentication.ts";
import type { Translate } from "../plugins/i18n.ts";
import type { FileStorage } from "../storage/fileStorage.ts";

/**
 * What a list's scope, filters and item builder (and a module's service functions) may use: who
 * asks, in which language, when, and where files are.
 */
export interface ListContext {
  db: Database;
  storage: FileStorage;
  user: AuthenticatedUser;
  language: Language;
  t: Translate;
  now: Date;
}

export const listContext = (request: FastifyRequest): ListContext => ({
  db: request.server.db,
  storage: request.server.storage,
  user: request.user,
  language: request.language,
  t: request.t,
  now: request.server.now(),
});

/** Sellers see only their own records (decision D5); staff see everything. */
export const isSeller = (context: Pick<ListContext, "user">) =>
  context.user.type === USER_TYPE.seller;

/**
 * The usual list scope: a seller sees only rows whose `column` (e.g. orders.sellerId) is its own
 * id, staff see every row. Use as `scope: ownedBySeller(orders.sellerId)`.
 */
export const ownedBySeller = (column: PgColumn) => (context: ListContext) =>
  isSeller(context) ? eq(column, context.user.id) : undefined;
