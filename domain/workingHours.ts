/**
 * Working hours (docs/statuses.md#the-work-queue): Monday to Friday, 9:00 to 18:00 in Rome, where
 * the staff work. Public holidays are not counted out. The queue measures how long a request has
 * waited in these hours, so a request that arrives on Friday evening is not late on Monday at 9.
 */
export const WORKING_TIME_ZONE = "Europe/Rome";
export const WORKING_DAY_START_HOUR = 9;
export const WORKING_DAY_END_HOUR = 18;
/** ISO weekdays, Monday = 1. */
const WORKING_WEEKDAYS: ReadonlySet<number> = new Set([1, 2, 3, 4, 5]);

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const romeParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: WORKING_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
});

/** The wall-clock time in Rome of an instant, read as if it were UTC (for day arithmetic). */
const romeWallClock = (instant: number) => {
  const parts = Object.fromEntries(
    romeParts.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
};

/**
 * The instant at which Rome's clock shows `wallClock` (a UTC-read wall time). Working hours start
 * and end far from the 2-3 a.m. daylight-saving switch, so the offset read at the guess holds.
 */
const instantOfRomeWallClock = (wallClock: number) =>
  wallClock - (romeWallClock(wallClock) - wallClock);

/** Milliseconds of working time between two instants (0 when `to` is not after `from`). */
export const workingMillisecondsBetween = (from: Date, to: Date): number => {
  const start = from.getTime();
  const end = to.getTime();
  if (end <= start) return 0;
  let total = 0;
  const firstDay = Math.floor(romeWallClock(start) / DAY_MS) * DAY_MS;
  for (let day = firstDay; instantOfRomeWallClock(day) < end; day += DAY_MS) {
    const weekday = new Date(day).getUTCDay() || 7;
    if (!WORKING_WEEKDAYS.has(weekday)) continue;
    const opens = instantOfRomeWallClock(day + WORKING_DAY_START_HOUR * HOUR_MS);
    const closes = instantOfRomeWallClock(day + WORKING_DAY_END_HOUR * HOUR_MS);
    total += Math.max(0, Math.min(closes, end) - Math.max(opens, start));
  }
  return total;
};

export const workingHoursBetween = (from: Date, to: Date) =>
  workingMillisecondsBetween(from, to) / HOUR_MS;
