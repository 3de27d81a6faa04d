import type { App } from "../appInstance.ts";
import { errorText } from "../outbox/delivery.ts";
import { appWriter } from "../writes/unitOfWork.ts";
import { releaseExpiredHolds } from "./holds.ts";

/** How often the job looks for expired holds: well within the minute D18 allows. */
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
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  const round = async () => {
    try {
      let ended = 1;
      while (!stopped && ended > 0) ended = await releaseExpiredHolds(appWriter(app), app.now());
    } catch (error) {
      app.log.warn({ error: errorText(error) }, "hold expiry round failed");
    }
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      running = round().finally(schedule);
    }, timing.pollMs);
  };

  return {
    start: () => {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
};
