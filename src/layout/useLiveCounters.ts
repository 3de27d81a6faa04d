import {
  type LiveEvent,
  type ResourceProps,
  usePermissions,
  useSubscription,
} from "@refinedev/core";
import { useEffect, useMemo, useRef } from "react";
import { COUNTERS_CHANNEL, LIVE_COUNTERS, type LiveCounter, RECONNECTED } from "../../domain/live";
import { denialOf } from "../providers/accessControl";
import { api } from "../providers/api";
import type { Permissions } from "../providers/authProvider";
import { COUNTER_NAMES, liveCounters } from "../providers/liveCounters";
import { session } from "../providers/session";
import { useResources } from "../resources/useResources";

/**
 * The counters this user may see: those whose resource they may open. A seller still without a
 * payment account gets none, so never calls the count endpoints (the server refuses them).
 */
export const visibleCounters = (
  resources: readonly ResourceProps[],
  permissions: Permissions | null | undefined,
): LiveCounter[] =>
  COUNTER_NAMES.filter((name) => {
    const resource = resources.find((entry) => entry.name === name);
    return resource !== undefined && denialOf(resource.meta, permissions) === null;
  });

const readCounts = (counters: readonly LiveCounter[]) => {
  // The socket may connect, or the set change, after a sign-out, before the shell is gone.
  if (!session.getToken()) return;
  for (const name of counters) {
    const answered = liveCounters.reading(name);
    api
      .read<number>(LIVE_COUNTERS[name].countPath)
      .then(answered)
      // A failed read has been shown by the HTTP client; the badge keeps its last number.
      .catch(() => undefined);
  }
};

/**
 * Reads the counters this user may see, then follows them on the live provider's `counters`
 * channel; after a lost connection they are read again. Clears them at sign-out.
 */
export function useLiveCounters() {
  const { data: permissions } = usePermissions<Permissions>({});
  const resources = useResources();
  const counters = useMemo(() => visibleCounters(resources, permissions), [resources, permissions]);
  // The subscription keeps its first callback (Refine re-subscribes only on `enabled`).
  const visible = useRef(counters);
  visible.current = counters;
  const wanted = counters.join(",");

  // biome-ignore lint/correctness/useExhaustiveDependencies: read again only when the set changes.
  useEffect(() => {
    readCounts(counters);
  }, [wanted]);

  useSubscription({
    channel: COUNTERS_CHANNEL,
    enabled: counters.length > 0,
    onLiveEvent: (event: LiveEvent) => {
      if (event.type === RECONNECTED) readCounts(visible.current);
      const counter = visible.current.find((name) => name === event.type);
      if (counter) liveCounters.set(counter, event.payload.count, event.payload.at);
    },
  });

  useEffect(
    () => () => {
      if (!session.getToken()) liveCounters.clear();
    },
    [],
  );
}
