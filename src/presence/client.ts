import {
  PRESENCE_CHANNEL,
  type PresenceRecord,
  presenceKey,
  type RecordPresence,
} from "../../domain/presence";
import { liveProvider, withLiveSocket } from "../providers/liveProvider";

/**
 * What the pages need of presence (docs/api.md#live-socket): say a record is open in this tab,
 * follow the presence of records, hear it. The app's is the live socket's; tests hand their own.
 */
export type PresenceClient = {
  /** This tab has the record open until `leave`; `editing` once its form has been typed into. */
  open(record: PresenceRecord): { editing(): void; leave(): void };
  /** Follows the presence of rows on screen until the returned stop. */
  watch(records: readonly PresenceRecord[]): () => void;
  /** Hears every presence that arrives, until the returned stop. */
  listen(hear: (presence: RecordPresence) => void): () => void;
};

/** Holds the socket open while presence needs it: it closes with the last subscription. */
const hold = (hear: (presence: RecordPresence) => void = () => undefined) => {
  const handle = liveProvider.subscribe({
    channel: PRESENCE_CHANNEL,
    types: ["*"],
    callback: (event) => hear(event.payload as unknown as RecordPresence),
  });
  return () => liveProvider.unsubscribe(handle);
};

// Two screens of one record in one tab (its page kept in a tab, its form open) count once.
const openers = new Map<string, Map<symbol, boolean>>();
const watchers = new Map<string, number>();

const editingOf = (key: string) => [...(openers.get(key)?.values() ?? [])].some(Boolean);

export const livePresence: PresenceClient = {
  open: (record) => {
    const key = presenceKey(record);
    const opener = Symbol(key);
    const release = hold();
    const mine = openers.get(key) ?? new Map<symbol, boolean>();
    const first = mine.size === 0;
    mine.set(opener, false);
    openers.set(key, mine);
    if (first) withLiveSocket((live) => live.present(record, false));
    return {
      editing: () => {
        if (mine.get(opener) !== false) return;
        const before = editingOf(key);
        mine.set(opener, true);
        if (!before) withLiveSocket((live) => live.present(record, true));
      },
      leave: () => {
        if (!mine.has(opener)) return;
        const before = editingOf(key);
        mine.delete(opener);
        if (mine.size === 0) {
          openers.delete(key);
          withLiveSocket((live) => live.absent(record));
        } else if (before && !editingOf(key)) {
          withLiveSocket((live) => live.present(record, false));
        }
        release();
      },
    };
  },
  watch: (records) => {
    const release = hold();
    const fresh = records.filter((record) => {
      const key = presenceKey(record);
      const count = watchers.get(key) ?? 0;
      watchers.set(key, count + 1);
      return count === 0;
    });
    if (fresh.length > 0) withLiveSocket((live) => live.watch(fresh));
    return () => {
      const gone = records.filter((record) => {
        const key = presenceKey(record);
        const count = (watchers.get(key) ?? 1) - 1;
        if (count > 0) watchers.set(key, count);
        else watchers.delete(key);
        return count === 0;
      });
      if (gone.length > 0) withLiveSocket((live) => live.unwatch(gone));
      release();
    };
  },
  listen: (hear) => hold(hear),
};
