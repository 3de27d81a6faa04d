/**
 * Working hours (docs/statuses.md#the-work-queue): Monday to Friday, 9:00 to 18:00 in Rome, where
 * the staff work, less Italy's national public holidays. The queue measures how long a request
 * has waited in these hours, so a request that arrives on Friday evening is not late on Monday
 * at 9, nor one that arrives on Christmas Eve late on the 27th.
 */
export const WORKING_TIME_ZONE = "Europe/Rome";
export const WORKING_DAY_START_HOUR = 9;
export const WORKING_DAY_END_HOUR = 18;
/** ISO weekdays, Monday = 1. */
const WORKING_WEEKDAYS: ReadonlySet<number> = new Set([1, 2, 3, 4, 5]);

/** Italy's national holidays on a fixed date, as [month (1-12), day]. */
const FIXED_HOLIDAYS: ReadonlyArray<readonly [number, number]> = [
  [1, 1], // Capodanno
  [1, 6], // Epifania
  [4, 25], // Festa della Liberazione
  [5, 1], // Festa dei lavoratori
  [6, 2], // Festa della Repubblica
  [8, 15], // Ferragosto
  [11, 1], // Ognissanti
  [12, 8], // Immacolata Concezione
  [12, 25], // Natale
  [12, 26], // Santo Stefano
];

/** Easter Sunday of `year` in the Gregorian calendar (the anonymous algorithm), as a UTC day. */
const easterSunday = (year: number) => {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day);
};

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

/** Whether a day (midnight of a UTC-read wall time) is a national holiday: Easter Monday too. */
const isPublicHoliday = (day: number) => {
  const date = new Date(day);
  const month = date.getUTCMonth() + 1;
  const dayOfMonth = date.getUTCDate();
  return (
    FIXED_HOLIDAYS.some(([m, d]) => m === month && d === dayOfMonth) ||
    day === easterSunday(date.getUTCFullYear()) + DAY_MS
  );
};

/** Rome's offset from UTC in the hour starting at `hour` (an instant on a whole UTC hour). */
const romeOffsetAt = (hour: number) => {
  const parts = Object.fromEntries(
    romeParts.formatToParts(new Date(hour)).map((part) => [part.type, part.value]),
  );
  const wallClock = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wallClock - hour;
};

/**
 * Offsets already read, by UTC hour: Rome changes its offset only on a whole UTC hour, and Intl
 * costs microseconds a call where a queue of old requests asks for thousands of days. Emptied
 * when large: a long-running server meets ever new hours.
 */
const offsets = new Map<number, number>();
const OFFSETS_KEPT = 50_000;

const romeOffset = (instant: number) => {
  const hour = Math.floor(instant / HOUR_MS) * HOUR_MS;
  let offset = offsets.get(hour);
  if (offset === undefined) {
    if (offsets.size >= OFFSETS_KEPT) offsets.clear();
    offset = romeOffsetAt(hour);
    offsets.set(hour, offset);
  }
  return offset;
};

/** The wall-clock time in Rome of an instant, read as if it were UTC (for day arithmetic). */
const romeWallClock = (instant: number) => instant + romeOffset(instant);

/**
 * The instant at which Rome's clock shows `wallClock` (a UTC-read wall time). Working hours start
 * and end far from the 2-3 a.m. daylight-saving switch, so the offset read at the guess holds.
 */
const instantOfRomeWallClock = (wallClock: number) => wallClock - romeOffset(wallClock);

/** The working time between two instants, day by day, as [from, to] instants in order. */
function* workingSpans(start: number, end: number): Generator<readonly [number, number]> {
  const firstDay = Math.floor(romeWallClock(start) / DAY_MS) * DAY_MS;
  for (let day = firstDay; instantOfRomeWallClock(day) < end; day += DAY_MS) {
    const weekday = new Date(day).getUTCDay() || 7;
    if (!WORKING_WEEKDAYS.has(weekday) || isPublicHoliday(day)) continue;
    const opens = Math.max(instantOfRomeWallClock(day + WORKING_DAY_START_HOUR * HOUR_MS), start);
    const closes = Math.min(instantOfRomeWallClock(day + WORKING_DAY_END_HOUR * HOUR_MS), end);
    if (closes > opens) yield [opens, closes];
  }
}

/**
 * Working hours between two instants (0 when `to` is not after `from`). Given `cap`, counting
 * stops once past it (the answer is then some value above `cap`): a request waiting for months
 * is late after its first days, not after reading them all.
 */
export const workingHoursBetween = (from: Date, to: Date, cap = Number.POSITIVE_INFINITY) => {
  let total = 0;
  for (const [opens, closes] of workingSpans(from.getTime(), to.getTime())) {
    total += closes - opens;
    if (total > cap * HOUR_MS) break;
  }
  return total / HOUR_MS;
};
