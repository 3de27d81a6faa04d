import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { FastifyBaseLogger } from "fastify";
import type { QueuedMailState } from "../../domain/mailOutbox.schema.ts";
import type { Database } from "../db/client.ts";
import type { Dependencies } from "../health/dependencies.ts";
import type { TranslateIn } from "../mail/customerMail.ts";
import type { Mailer } from "../mail/mailer.ts";
import { backgroundRounds, within } from "../writes/rounds.ts";
import { claimMails, errorText, markSent, markTryFailed, statesOf } from "./delivery.ts";
import { hostOfAddress, type MailsOfWrite } from "./queue.ts";
import type { OutboxRow } from "./schema.ts";

export interface OutboxTiming {
  /** The wait after each failed try; one more try than waits, then the mail has failed. */
  backoffMs: readonly number[];
  /** How often the worker looks for due mails (retries, and mails a stopped instance left). */
  pollMs: number;
  /** How long a claimed mail is this instance's: longer than a try can take (mailer.ts). */
  leaseMs: number;
  /** How long a write's answer waits for its mails' first try over SMTP, to say whether they went. */
  firstTryWaitMs: number;
  /** Mails claimed at once. */
  batch: number;
}

const MINUTE = 60_000;

/** 8 tries over about 11 hours: an SMTP outage of an afternoon loses no mail. */
export const OUTBOX_TIMING: OutboxTiming = {
  backoffMs: [
    0.5 * MINUTE,
    2 * MINUTE,
    10 * MINUTE,
    30 * MINUTE,
    120 * MINUTE,
    240 * MINUTE,
    240 * MINUTE,
  ],
  pollMs: 5_000,
  leaseMs: 2 * MINUTE,
  firstTryWaitMs: 2_000,
  batch: 20,
};

/** How long a stop waits for the tries under way (the process gives itself 10 s, main.ts). */
const STOP_WAIT_MS = 5_000;

export interface Outbox {
  /** A new write's mails: its transaction queues them (queueMail). */
  mailsOfWrite(): MailsOfWrite;
  /** Once the write committed: tries its mails at once and says where each stands. */
  deliver(mails: MailsOfWrite): Promise<QueuedMailState[]>;
  start(): void;
  /** Stops the timer and waits (a few seconds at most) for the tries under way. */
  stop(): Promise<void>;
}

export interface OutboxOptions {
  db: Database;
  mailer: Mailer;
  dependencies: Dependencies;
  log: FastifyBaseLogger;
  translate: TranslateIn;
  mailFrom: string;
  /** Whether mails go over SMTP (its failures are the smtp dependency's), or to .eml files. */
  smtp: boolean;
  timing: OutboxTiming;
}

/**
 * Delivers the outbox (docs/mail.md): each write's mails at once after its commit, and every
 * due mail on one timer whose next round is set only when the last one ended, so rounds never
 * overlap. Several instances share the table: a claim takes a row for a lease, and SKIP LOCKED
 * keeps two instances from claiming the same row.
 */
export const createOutbox = (options: OutboxOptions): Outbox => {
  const { db, timing, log } = options;
  const instance = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const messageIdHost = hostOfAddress(options.mailFrom);
  let roundFailed = false;

  const attempt = async (row: OutboxRow) => {
    try {
      await options.mailer.send({
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        messageId: row.messageId,
      });
    } catch (error) {
      if (options.smtp) options.dependencies.down("smtp", error);
      const failure = { error: errorText(error), backoffMs: timing.backoffMs };
      log.warn({ mail: row.id, attempt: row.attempts, error: failure.error }, "mail try failed");
      await markTryFailed(db, row, instance, failure);
      return;
    }
    if (options.smtp) options.dependencies.up("smtp");
    await markSent(db, row, instance);
  };

  const sendClaimed = async (ids?: readonly string[]) => {
    for (;;) {
      const rows = await claimMails(db, {
        instance,
        leaseMs: timing.leaseMs,
        limit: timing.batch,
        ids,
      });
      for (const row of rows) await attempt(row);
      if (rows.length < timing.batch) return;
    }
  };

  const round = async () => {
    try {
      await sendClaimed();
      roundFailed = false;
    } catch (error) {
      // Once per outage, not at every round: the database's own state is logged elsewhere.
      if (!roundFailed) log.warn({ error: errorText(error) }, "outbox round failed");
      roundFailed = true;
    }
  };

  // Within the graceful stop's time: a try still running after it comes back to another
  // instance once its lease is over, with the same Message-ID.
  const rounds = backgroundRounds({ pollMs: timing.pollMs, round, stopWaitMs: STOP_WAIT_MS });
  const { track } = rounds;

  const tryNow = async (ids: string[]): Promise<QueuedMailState[]> => {
    const trying = track(
      sendClaimed(ids).catch((error: unknown) => {
        log.warn({ error: errorText(error) }, "mail not tried after commit; the worker will");
      }),
    );
    // A file written under DATA_DIR is awaited to the end: the local mailbox holds the mail
    // by the time the write answers (what the tests and a local user read).
    if (options.smtp) await within(trying, timing.firstTryWaitMs);
    else await trying;
    const states = await statesOf(db, ids).catch(() => []);
    return ids.map(
      (id) => states.find((state) => state._id === id) ?? { _id: id, state: "queued" },
    );
  };

  return {
    mailsOfWrite: () => ({ translate: options.translate, messageIdHost, queued: [] }),
    deliver: (mails) => (mails.queued.length ? tryNow(mails.queued) : Promise.resolve([])),
    start: rounds.start,
    stop: rounds.stop,
  };
};
