import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { mailOutbox, type OutboxRow } from "./schema.ts";

const now = sql`now()`;
const inMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/** Waiting for a try, or held by an instance whose lease ran out (it crashed mid-try). */
const due = or(
  and(inArray(mailOutbox.state, ["queued", "retrying"]), lte(mailOutbox.nextAttemptAt, now)),
  and(eq(mailOutbox.state, "sending"), lt(mailOutbox.claimedUntil, now)),
);

/** What the writer of a mail may claim right after its commit: its queued mails, due or not. */
const writerMay = or(eq(mailOutbox.state, "queued"), due);

export interface Claim {
  instance: string;
  leaseMs: number;
  limit: number;
  /** Only these rows: the ones a write just queued, which the worker leaves to it for a while. */
  ids?: readonly string[];
}

/**
 * Claims due mails for this instance until its lease ends. Rows another instance is claiming
 * are skipped, not waited for (SKIP LOCKED), so each row goes to one instance.
 */
export const claimMails = (db: Database, claim: Claim): Promise<OutboxRow[]> =>
  db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(claim.ids ? and(inArray(mailOutbox.id, [...claim.ids]), writerMay) : due)
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(claim.limit)
      .for("update", { skipLocked: true });
    if (!rows.length) return [];
    return tx
      .update(mailOutbox)
      .set({
        state: "sending",
        claimedBy: claim.instance,
        claimedUntil: inMs(claim.leaseMs),
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(
        inArray(
          mailOutbox.id,
          rows.map((row) => row.id),
        ),
      )
      .returning();
  });

/** Only while this instance still holds it: past its lease the row may be another's. */
const heldBy = (row: OutboxRow, instance: string) =>
  and(eq(mailOutbox.id, row.id), eq(mailOutbox.claimedBy, instance));

export const markSent = async (db: Database, row: OutboxRow, instance: string) => {
  await db
    .update(mailOutbox)
    .set({
      state: "sent",
      sentAt: now,
      lastError: null,
      claimedBy: null,
      claimedUntil: null,
      ...(row.forgetWhenSent ? { recipient: "", subject: "", text: "" } : {}),
    })
    .where(heldBy(row, instance));
};

/** A failed try: again after the backoff of this try, or failed after the last one. */
export const markTryFailed = async (
  db: Database,
  row: OutboxRow,
  instance: string,
  failure: { error: string; backoffMs: readonly number[] },
) => {
  const wait = failure.backoffMs[row.attempts - 1];
  await db
    .update(mailOutbox)
    .set({
      state: wait === undefined ? "failed" : "retrying",
      lastError: failure.error,
      nextAttemptAt: wait === undefined ? row.nextAttemptAt : inMs(wait),
      claimedBy: null,
      claimedUntil: null,
    })
    .where(heldBy(row, instance));
};

export const statesOf = (db: Database, ids: readonly string[]) =>
  db
    .select({ _id: mailOutbox.id, state: mailOutbox.state })
    .from(mailOutbox)
    .where(inArray(mailOutbox.id, [...ids]));

/** What the log and the history may show of a failure: no address with credentials, bounded. */
export const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error))
    .replace(/[a-z][a-z0-9+.-]*:\/\/\S+/gi, "[address]")
    .slice(0, 500);
