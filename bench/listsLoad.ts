// One load row of the list benchmark: 50 clients on one URL for a few seconds (autocannon),
// every response's time kept so p50/p95/p99 are exact (autocannon's summary has no p95).
import autocannon from "autocannon";

export const CLIENTS = 50;

export interface LoadFigures {
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
  failed: number;
}

export const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? Number.NaN;

export const load = async (
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<LoadFigures> => {
  const times: number[] = [];
  let failed = 0;
  const instance = autocannon({ url, headers, connections: CLIENTS, duration: seconds });
  // The tracker emits (client, status, bytes, ms); the published types omit the client.
  (instance as unknown as NodeJS.EventEmitter).on(
    "response",
    (_client: unknown, status: number, _bytes: number, ms: number) => {
      times.push(ms);
      if (status >= 300) failed += 1;
    },
  );
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    perSecond: times.length / seconds,
    failed: failed + result.errors,
  };
};

/** Waits until the requests a run left in flight are done: the next run starts on a quiet server. */
export const settled = async (health: string) => {
  for (let tries = 0; tries < 100; tries += 1) {
    const started = performance.now();
    await fetch(health);
    if (performance.now() - started < 20) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
