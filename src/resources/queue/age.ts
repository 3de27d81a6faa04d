import type { WaitLimit } from "../../../domain/queue";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How long a record has waited, in the coarsest unit that still says it: min, h, then days. */
export const ageOf = (
  since: string,
  now: number,
): { unit: "minutes" | "hours" | "days"; count: number } => {
  const waited = Math.max(0, now - Date.parse(since));
  if (waited < HOUR_MS) return { unit: "minutes", count: Math.floor(waited / MINUTE_MS) };
  if (waited < 2 * DAY_MS) return { unit: "hours", count: Math.floor(waited / HOUR_MS) };
  return { unit: "days", count: Math.floor(waited / DAY_MS) };
};

/** A limit's translation key and count: `queue.limit.workingHours` or `queue.limit.days`. */
export const limitOf = (limit: WaitLimit) =>
  "days" in limit
    ? { key: "queue.limit.days", count: limit.days }
    : { key: "queue.limit.workingHours", count: limit.workingHours };
