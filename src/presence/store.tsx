import { useGetIdentity } from "@refinedev/core";
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from "react";
import {
  type PresenceRecord,
  type PresentUser,
  presenceKey,
  type RecordPresence,
} from "../../domain/presence";
import { USER_TYPE } from "../../domain/userTypes";
import type { Identity } from "../providers/authProvider";
import type { PresenceClient } from "./client";

const NOBODY: PresentUser[] = [];

/**
 * The last presence heard of each record, for every screen of the tab. It hears the socket only
 * while a screen shows presence: the sign-in page opens no socket.
 */
class PresenceStore {
  private known = new Map<string, PresentUser[]>();
  private readonly screens = new Set<() => void>();
  private stopListening: (() => void) | undefined;
  /** Grows with each presence heard: the snapshot of screens that show several records. */
  version = 0;

  constructor(readonly client: PresenceClient) {}

  subscribe = (changed: () => void) => {
    this.screens.add(changed);
    this.stopListening ??= this.client.listen((presence: RecordPresence) => {
      this.known.set(presenceKey(presence), presence.users);
      this.version += 1;
      for (const screen of this.screens) screen();
    });
    return () => {
      this.screens.delete(changed);
      if (this.screens.size > 0) return;
      this.stopListening?.();
      this.stopListening = undefined;
      // Heard no more: what is known goes stale, and the next screen is told afresh.
      this.known = new Map();
    };
  };

  usersOn = (key: string) => this.known.get(key) ?? NOBODY;
}

const PresenceContext = createContext<PresenceStore | null>(null);

/** Presence for the screens inside; without it (most tests) they show nobody. */
export function PresenceProvider({
  client,
  children,
}: {
  client: PresenceClient;
  children: ReactNode;
}) {
  const [store] = useState(() => new PresenceStore(client));
  return <PresenceContext value={store}>{children}</PresenceContext>;
}

const noStore = () => () => undefined;

/** The others on the record: everyone present but the signed-in user's own tabs. */
const useOthers = () => {
  const { data: identity } = useGetIdentity<Identity>();
  return (users: PresentUser[]) => users.filter(({ id }) => id !== identity?.id);
};

/**
 * Says the record is open in this tab while the screen is mounted, and who else is on it.
 * `markEditing` says the screen's form has been typed into.
 */
export function useRecordPresence(record: PresenceRecord | undefined) {
  const store = useContext(PresenceContext);
  const key = record ? presenceKey(record) : undefined;
  const users = useSyncExternalStore(store?.subscribe ?? noStore, () =>
    store && key ? store.usersOn(key) : NOBODY,
  );
  const [opened, setOpened] = useState<{ editing(): void } | undefined>();
  const resource = record?.resource;
  const id = record?.id;
  useEffect(() => {
    if (!store || !resource || !id) return;
    const open = store.client.open({ resource, id });
    // Said once: every keystroke after the first changes nothing for the others.
    let saidEditing = false;
    setOpened({
      editing: () => {
        if (saidEditing) return;
        saidEditing = true;
        open.editing();
      },
    });
    return () => {
      open.leave();
      setOpened(undefined);
    };
  }, [store, resource, id]);
  const others = useOthers();
  return { others: others(users), markEditing: () => opened?.editing() };
}

/** Who is on each of the rows on screen (by presenceKey), for the rows' avatars. */
export function useRowsPresence(records: readonly PresenceRecord[]) {
  const { data: identity } = useGetIdentity<Identity>();
  // The server tells sellers of nobody (their records' others are staff): no watch to send.
  const context = useContext(PresenceContext);
  const store = identity?.userType === USER_TYPE.seller ? null : context;
  useSyncExternalStore(store?.subscribe ?? noStore, () => store?.version ?? 0);
  // One watch per set of rows, whatever array the caller builds at each render.
  const keys = records.map(presenceKey).join(" ");
  useEffect(() => {
    if (!store || keys === "") return;
    const records = keys.split(" ").map((key) => {
      const slash = key.indexOf("/");
      return { resource: key.slice(0, slash), id: key.slice(slash + 1) };
    });
    return store.client.watch(records);
  }, [store, keys]);
  const others = useOthers();
  return (record: PresenceRecord) => others(store?.usersOn(presenceKey(record)) ?? NOBODY);
}
