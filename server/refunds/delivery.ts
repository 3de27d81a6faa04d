import { and, eq, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { App } from "../appInstance.ts";
import { errorText } from "../outbox/delivery.ts";
import { type PaymentProvider, PaymentProviderError } from "../payments/provider.ts";
import { appWriter, unitOfWork } from "../writes/unitOfWork.ts";
import { type RefundRow, refunds } from "./schema.ts";

export interface RefundTiming {
  /** The wait after each try the provider could not take; past the last, a try every last wait. */
  backoffMs: readonly number[];
  /** How often the worker looks for refunds to send again. */
  pollMs: number;
  /** How long a claimed refund is this instance's: longer than a provider call can take. */
  leaseMs: number;
}

const MINUTE = 60_000;

/** A provider outage of hours loses no refund: it is asked again, with the same key, until it answers. */
export const REFUND_TIMING: RefundTiming = {
  backoffMs: [0.5 * MINUTE, 2 * MINUTE, 10 * MINUTE, 30 * MINUTE, 60 * MINUTE],
  pollMs: 5_000,
  leaseMs: 2 * MINUTE,
};

const inMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/** Still to be sent, and held by no instance (or by one whose lease ran out: it stopped mid-try). */
const unclaimed = and(
  eq(refunds.state, "pending"),
  isNull(refunds.requestedAt),
  or(isNull(refunds.claimedUntil), lt(refunds.claimedUntil, sql`now()`)),
);

/** Due for a try: the worker's rounds; the writer takes its new refund at once, due or not. */
export const due = and(unclaimed, lte(refunds.nextAttemptAt, sql`now()`));

/**
 * Takes the refund for this instance until its lease ends, in one statement: of two instances
 * (or a writer and the worker) trying the same row, the second finds it claimed and skips it.
 */
const claim = async (app: App, id: string, instance: string, timing: RefundTiming) => {
  const { result } = await unitOfWork(appWriter(app), async ({ db }) => {
    const [row] = await db
      .update(refunds)
      .set({
        claimedBy: instance,
        claimedUntil: inMs(timing.leaseMs),
        attempts: sql`${refunds.attempts} + 1`,
      })
      .where(and(eq(refunds.id, id), unclaimed))
      .returning();
    return row;
  });
  return result;
};

const heldBy = (row: RefundRow, instance: string) =>
  and(eq(refunds.id, row.id), eq(refunds.claimedBy, instance));

/** What the provider said of one try, written while this instance still holds the row. */
const recordOutcome = (
  app: App,
  row: RefundRow,
  values: { [Field in keyof RefundRow]?: RefundRow[Field] | SQL },
  instance: string,
) =>
  unitOfWork(appWriter(app), async (unit) => {
    await unit.db
      .update(refunds)
      .set({ ...values, claimedBy: null, claimedUntil: null })
      .where(heldBy(row, instance));
    unit.changed({ resource: row.resource, type: "updated", id: row.recordId });
  });

/**
 * One try of one refund (docs/api.md#refunds): the provider is asked with the refund's own id as
 * idempotency key, so a try repeated after a lost answer refunds nothing more. Taken: it waits
 * for `charge.refunded`. Refused: Failed, with the provider's words. Not reachable: pending, and
 * tried again after the backoff.
 */
export const sendRefund = async (
  app: App,
  provider: PaymentProvider,
  id: string,
  instance: string,
  timing: RefundTiming,
) => {
  const row = await claim(app, id, instance, timing);
  if (!row) return;
  try {
    const { providerRefundId } = await provider.refund({
      refundId: row.id,
      paymentIntentId: row.paymentIntentId,
      amountCents: row.amountCents,
    });
    await recordOutcome(app, row, { providerRefundId, requestedAt: sql`now()` }, instance);
  } catch (error) {
    if (error instanceof PaymentProviderError && !error.unreachable) {
      app.log.warn({ refund: row.id, error: error.message }, "refund refused by the provider");
      await recordOutcome(
        app,
        row,
        { state: "failed", providerMessage: errorText(error), settledAt: sql`now()` },
        instance,
      );
      return;
    }
    const wait = timing.backoffMs[row.attempts - 1] ?? timing.backoffMs.at(-1) ?? MINUTE;
    app.log.warn(
      { refund: row.id, attempt: row.attempts, error: errorText(error) },
      "refund try failed",
    );
    await recordOutcome(app, row, { nextAttemptAt: inMs(wait) }, instance);
  }
};
