import type { App } from "../appInstance.ts";
import { errorText } from "../outbox/delivery.ts";
import { backgroundRounds } from "../writes/rounds.ts";
import { appWriter } from "../writes/unitOfWork.ts";
import { releaseExpiredHolds } from "./holds.ts";

/**
 * How often the job looks for expired holds: well within the minute an expired quote may keep its
 * pieces (docs/stock.md#quote-holds).
 */
export const HOLD_EXPIRY_TIMING = { pollMs: 20_000 };
export type HoldExpiryTiming = typeof HOLD_EXPIRY_TIMING;

export interface HoldExpiryJob {
  start(): void;
  stop(): Promise<void>;
}

/**
 * Ends the holds of expired quotes (docs/stock.md#quote-holds), like the refunds' worker: one
 * timer, whose next round is set only once the last ended; a round goes on until it finds none. Every instance runs one: the rounds' claims (FOR UPDATE SKIP LOCKED) keep them apart.
 * The clock is the app's, so tests move it instead of waiting for a day to pass.
 */
export const createHoldExpiryJob = (app: App, timing: HoldExpiryTiming): HoldExpiryJob => {
  const round = async () => {
    try {
      let ended = 1;
      while (!rounds.stopped && ended > 0) {
        ended = await releaseExpiredHolds(appWriter(app), app.now());
      }
    } catch (error) {
      app.log.warn({ error: errorText(error) }, "hold expiry round failed");
    }
  };

  const rounds = backgroundRounds({ pollMs: timing.pollMs, round });
  return { start: rounds.start, stop: rounds.stop };
};
