import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { asc } from "drizzle-orm";
import type { App } from "../appInstance.ts";
import { errorText } from "../outbox/delivery.ts";
import type { PaymentProvider } from "../payments/provider.ts";
import { backgroundRounds } from "../writes/rounds.ts";
import { due, type RefundTiming, sendRefund } from "./delivery.ts";
import { refunds } from "./schema.ts";

export interface RefundWorker {
  /** Once the refund's unit committed: its first try, awaited. */
  sendNow(id: string): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

const ROUND_BATCH = 20;

/**
 * Sends refunds to the provider (docs/api.md#refunds), like the mail outbox delivers mails: the
 * writer tries its refund right after commit, and one timer, whose next round is set only when
 * the last ended, tries again the refunds the provider could not take, and those an instance
 * left when it stopped mid-try. A claim makes each try one instance's.
 */
export const createRefundWorker = (
  app: App,
  provider: PaymentProvider,
  timing: RefundTiming,
): RefundWorker => {
  const instance = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  const send = (id: string) => sendRefund(app, provider, id, instance, timing);

  const round = async () => {
    try {
      const rows = await app.db
        .select({ id: refunds.id })
        .from(refunds)
        .where(due)
        .orderBy(asc(refunds.nextAttemptAt))
        .limit(ROUND_BATCH);
      for (const row of rows) await send(row.id);
    } catch (error) {
      app.log.warn({ error: errorText(error) }, "refund round failed");
    }
  };

  const rounds = backgroundRounds({ pollMs: timing.pollMs, round });
  const { track } = rounds;

  return {
    sendNow: async (id) => {
      await track(
        send(id).catch((error: unknown) => {
          app.log.warn({ refund: id, error: errorText(error) }, "refund not sent; the worker will");
        }),
      );
    },
    start: rounds.start,
    stop: rounds.stop,
  };
};
