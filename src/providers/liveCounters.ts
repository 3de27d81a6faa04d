import Cookies from "js-cookie";
import { useSyncExternalStore } from "react";
import { LIVE_COUNTERS, type LiveCounter } from "../../domain/live";

/** Each badge's number; null until it is known (no cookie yet, and not read from the server). */
export type Counts = Readonly<Record<LiveCounter, number | null>>;

export const COUNTER_NAMES = Object.keys(LIVE_COUNTERS) as LiveCounter[];

const cookieAttributes = () => ({
  sameSite: "strict" as const,
  secure: window.location.protocol === "https:",
});

const isCount = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0;

const fromCookie = (name: LiveCounter): number | null => {
  const saved = Number(Cookies.get(LIVE_COUNTERS[name].cookie) ?? Number.NaN);
  return isCount(saved) ? saved : null;
};

const readCookies = (): Counts =>
  Object.fromEntries(COUNTER_NAMES.map((name) => [name, fromCookie(name)])) as Counts;

let counts: Counts = readCookies();
// Readings may overtake one another on the way: the newest by the server's stamp wins.
const newest = new Map<LiveCounter, number>();
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

const show = (name: LiveCounter, count: unknown) => {
  if (!isCount(count) || counts[name] === count) return;
  counts = { ...counts, [name]: count };
  Cookies.set(LIVE_COUNTERS[name].cookie, String(count), cookieAttributes());
  changed();
};

/**
 * The four sidebar counters (docs/api.md, docs/formats.md), the one store of counts: fed by the count calls and by
 * the `counters` channel of the live provider (layout/useLiveCounters). Each is kept in its
 * cookie, so a reload shows the last number at once, before the server is asked again.
 */
export const liveCounters = {
  get: (): Counts => counts,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** `at`: the server's stamp of a pushed reading; a reading older than one shown is dropped. */
  set(name: LiveCounter, count: unknown, at?: unknown): void {
    if (typeof at === "number") {
      if (at <= (newest.get(name) ?? Number.NEGATIVE_INFINITY)) return;
      newest.set(name, at);
    }
    show(name, count);
  },
  /**
   * Starts a count read over HTTP, which carries no stamp: its answer, handed to the function
   * returned, is dropped when a pushed reading arrived meanwhile, since the read may have been
   * taken before the change that reading tells of.
   */
  reading(name: LiveCounter): (count: unknown) => void {
    const before = newest.get(name);
    return (count) => {
      if (newest.get(name) === before) show(name, count);
    };
  },
  /** At sign-out: the next user must not see these numbers, not even for a moment. */
  clear(): void {
    for (const name of COUNTER_NAMES)
      Cookies.remove(LIVE_COUNTERS[name].cookie, cookieAttributes());
    newest.clear();
    counts = readCookies();
    changed();
  },
  /** Starts over from the cookies (a new page load does this by itself). */
  reload(): void {
    counts = readCookies();
    changed();
  },
};

/** One counter, re-rendering the caller when it changes. */
export const useLiveCount = (name: LiveCounter): number | null =>
  useSyncExternalStore(liveCounters.subscribe, () => liveCounters.get()[name]);
