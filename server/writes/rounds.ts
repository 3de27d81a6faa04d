/**
 * A background job's rounds (the mail outbox, refunds, quote-hold expiry): one timer whose next
 * round is set only when the last one ended, so rounds never overlap. Other work the job starts
 * (a writer's first try after commit) is `track`ed, so `stop` waits for it as for a round; with
 * `stopWaitMs`, at most that long (the work goes on after).
 */
export const backgroundRounds = (options: {
  pollMs: number;
  round: () => Promise<void>;
  stopWaitMs?: number;
}) => {
  const running = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;

  const track = <T>(work: Promise<T>) => {
    running.add(work);
    void work.finally(() => running.delete(work)).catch(() => {});
    return work;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      void track(options.round()).finally(schedule);
    }, options.pollMs);
  };

  return {
    track,
    /** Whether stop was called: a round of several batches ends early. */
    get stopped() {
      return stopped;
    },
    start: () => {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await within(Promise.allSettled([...running]), options.stopWaitMs);
    },
  };
};

/** Waits for `work`, at most `ms` when given; the work goes on after. */
export const within = async (work: Promise<unknown>, ms: number | undefined) => {
  if (ms === undefined) return void (await work);
  let timeout: NodeJS.Timeout | undefined;
  await Promise.race([
    work,
    new Promise((resolve) => {
      timeout = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timeout);
};
