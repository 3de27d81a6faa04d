import { type SQLWrapper, sql } from "drizzle-orm";
import { LIVE_COUNTERS, type LiveCounter } from "../../domain/live.ts";
import type { QueuedMailState } from "../../domain/mailOutbox.schema.ts";
import type { Database } from "../db/client.ts";
import type { LiveCounters } from "../liveCounters/publisher.ts";
import type { MailsOfWrite } from "../outbox/queue.ts";
import type { Outbox } from "../outbox/worker.ts";
import type { Live, RecordChanged } from "../plugins/live.ts";
import { asUnitOfWork } from "./writeGuard.ts";

/** What a write needs besides its own inputs: the database, and where its effects go after commit. */
export interface Writer {
  db: Database;
  live: Pick<Live, "recordChanged" | "notificationsChanged">;
  liveCounters: Pick<LiveCounters, "publish">;
  outbox: Pick<Outbox, "mailsOfWrite" | "deliver">;
}

/** Inside a unit of work: its transaction, and what it records for after the commit. */
export interface UnitOfWork {
  /** The unit's transaction: every read and write of the change goes through it. */
  db: Database;
  /** The customer mails queued in the transaction (queueMail), tried once it has committed. */
  mails: MailsOfWrite;
  /**
   * A record the unit changed: once committed, its lists, pages and open queues refresh, and a
   * sidebar badge counting its resource is read again (for staff and the owning seller).
   */
  changed(change: RecordChanged): void;
  /** A person's notifications changed (a mention, an assignment): once committed, they are told. */
  notified(userId: string): void;
  /**
   * An append-only line of the change, unsent (a history line, an audit entry, a queued mail):
   * the unit writes all its lines in one statement right before it commits, since nothing in the
   * unit reads them back, and one statement is one round trip where each line would be one.
   * Never a savepoint's write: a line would outlive the savepoint's rollback.
   */
  append(line: SQLWrapper): void;
}

export type InUnit<Context extends Writer> = Omit<Context, keyof UnitOfWork> & UnitOfWork;

export interface Committed<Result> {
  result: Result;
  /** Where each mail the unit queued stands after its first try (docs/mail.md). */
  mails: QueuedMailState[];
}

const isUnit = (context: object): context is UnitOfWork => "changed" in context;

/** The unit's lines as one statement: each INSERT of a data-modifying WITH runs exactly once. */
const writeLines = async (db: Database, lines: readonly SQLWrapper[]) => {
  const statements = lines.map((line) => line.getSQL());
  const last = statements.pop();
  if (!last) return;
  const earlier = statements.map((line, n) => sql`${sql.identifier(`line${n}`)} as (${line})`);
  await db.execute(earlier.length ? sql`with ${sql.join(earlier, sql`, `)} ${last}` : last);
};

const announce = (
  writer: Writer,
  changes: readonly RecordChanged[],
  notified: ReadonlySet<string>,
) => {
  for (const userId of notified) writer.live.notificationsChanged(userId);
  const told = new Set<string>();
  for (const change of changes) {
    const key = `${change.resource}\n${change.type}\n${change.id}`;
    if (told.has(key)) continue;
    told.add(key);
    writer.live.recordChanged(change);
    if (change.resource in LIVE_COUNTERS) {
      writer.liveCounters.publish(change.resource as LiveCounter, { sellerId: change.sellerId });
    }
  }
};

/**
 * The one way a change is written (README.md#one-unit-of-work-for-every-write): `work` reads, claims
 * versions, checks the business rules, writes, adds its history and audit lines and queues its
 * mails, all in one transaction; a refusal anywhere rolls all of it back, so a refused write leaves
 * no line, no version and no mail. Only once it has committed are its changes announced and its
 * mails tried. Called inside another unit's `work`, it is part of that unit.
 */
export const unitOfWork = async <Context extends Writer, Result>(
  context: Context,
  work: (unit: InUnit<Context>) => Promise<Result>,
): Promise<Committed<Result>> => {
  if (isUnit(context)) {
    return { result: await work(context as unknown as InUnit<Context>), mails: [] };
  }
  const mails = context.outbox.mailsOfWrite();
  const changes: RecordChanged[] = [];
  const changed = (change: RecordChanged) => {
    changes.push(change);
  };
  const notifiedUsers = new Set<string>();
  const notified = (userId: string) => {
    notifiedUsers.add(userId);
  };
  const lines: SQLWrapper[] = [];
  const append = (line: SQLWrapper) => {
    lines.push(line);
  };
  return asUnitOfWork(async () => {
    const result = await context.db.transaction(async (db) => {
      const done = await work({
        ...context,
        db,
        mails,
        changed,
        notified,
        append,
      } as InUnit<Context>);
      await writeLines(db, lines);
      return done;
    });
    announce(context, changes, notifiedUsers);
    return { result, mails: await context.outbox.deliver(mails) };
  });
};

/**
 * Runs `work` in a savepoint of the unit's transaction (`db` is the unit's): a refusal there rolls
 * back `work` alone, and the unit goes on with what it does instead.
 */
export const inSavepoint = <Result>(
  db: Database,
  work: (savepoint: Database) => Promise<Result>,
): Promise<Result> => db.transaction(work);

/** The writer of a route that has no signed-in caller (intake, sign-up, webhooks): the app's. */
export const appWriter = (app: Writer): Writer => ({
  db: app.db,
  live: app.live,
  liveCounters: app.liveCounters,
  outbox: app.outbox,
});
