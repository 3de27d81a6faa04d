import { eq } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import type { Language } from "../../domain/languages.ts";
import { USER_TYPE } from "../../domain/userTypes.ts";
import type { Database } from "../db/client.ts";
import type { LiveCounters } from "../liveCounters/publisher.ts";
import type { MailsOfWrite } from "../outbox/queue.ts";
import type { Outbox } from "../outbox/worker.ts";
import type { AuthenticatedUser } from "../plugins/authentication.ts";
import type { Translate } from "../plugins/i18n.ts";
import type { Live } from "../plugins/live.ts";
import type { FileStorage } from "../storage/fileStorage.ts";

/**
 * The request context of every read and write: who asks, in which language, when, and where files
 * are. A list's scope, filters and item builder and every service function take it.
 */
export interface RequestContext {
  db: Database;
  storage: FileStorage;
  user: AuthenticatedUser;
  language: Language;
  t: Translate;
  now: Date;
  /** The client's address, kept with the change in the logs. */
  address?: string;
  /** Where a committed change is announced to the sockets following its resource. */
  live: Pick<Live, "recordChanged" | "notificationsChanged">;
  /** Where a committed change's sidebar badge is counted again. */
  liveCounters: Pick<LiveCounters, "publish">;
  /** Where the mails a write queued go once it has committed. */
  outbox: Pick<Outbox, "mailsOfWrite" | "deliver">;
  /** Inside a write's transaction: the customer mails it queues (server/outbox/queue.ts). */
  mails?: MailsOfWrite;
  /** A write that is one record of a changeset's batch: its audit entries name the changeset. */
  changesetId?: string;
}

export const requestContext = (request: FastifyRequest): RequestContext => ({
  db: request.server.db,
  storage: request.server.storage,
  user: request.user,
  language: request.language,
  t: request.t,
  now: request.server.now(),
  address: request.ip,
  live: request.server.live,
  liveCounters: request.server.liveCounters,
  outbox: request.server.outbox,
});

/** Sellers see only their own records (docs/access.md#user-types); staff see everything. */
export const isSeller = (context: Pick<RequestContext, "user">) =>
  context.user.type === USER_TYPE.seller;

/**
 * The usual list scope: a seller sees only rows whose `column` (e.g. orders.sellerId) is its own
 * id, staff see every row. Use as `scope: ownedBySeller(orders.sellerId)`.
 */
export const ownedBySeller = (column: PgColumn) => (context: RequestContext) =>
  isSeller(context) ? eq(column, context.user.id) : undefined;
