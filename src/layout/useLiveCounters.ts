import { type ResourceProps, usePermissions, usePublish, useResourceParams } from "@refinedev/core";
import { useEffect, useMemo } from "react";
import type { LiveCounter } from "../../domain/live";
import { denialOf } from "../providers/accessControl";
import type { Permissions } from "../providers/authProvider";
import { connectLive } from "../providers/liveConnection";
import { COUNTER_NAMES, liveCounters } from "../providers/liveCounters";
import { session } from "../providers/session";

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

/** Reads and follows the live counters while the shell is shown; clears them at sign-out. */
export function useLiveCounters() {
  const { data: permissions } = usePermissions<Permissions>({});
  const { resources } = useResourceParams();
  const publish = usePublish();
  const counters = useMemo(() => visibleCounters(resources, permissions), [resources, permissions]);
  const wanted = counters.join(",");

  // biome-ignore lint/correctness/useExhaustiveDependencies: reconnect only when the set changes.
  useEffect(() => {
    const token = session.getToken();
    if (!token || counters.length === 0) return;
    return connectLive({ token, counters, publish });
  }, [wanted]);

  useEffect(
    () => () => {
      if (!session.getToken()) liveCounters.clear();
    },
    [],
  );
}
