import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import {
  readDashboard,
  takeAnsweredDashboard,
  takeEarlyDashboard,
} from "../../readAhead/dashboardFigures";

/**
 * The landing page's figures: the read started at sign-in if there is one (its figures at once
 * when they are in already), else a new one.
 */
export function useDashboard(enabled: boolean) {
  const [answered] = useState(() => (enabled ? takeAnsweredDashboard() : null));
  return useQuery({
    queryKey: ["dashboard"],
    queryFn: ({ signal }) => takeEarlyDashboard() ?? readDashboard(signal),
    enabled,
    // The dashboard is never cached as a page (docs/screens.md): every visit asks again, save the
    // one the early read answered for (figures older than it, kept from before, are asked again).
    staleTime: 0,
    initialData: answered?.figures,
    initialDataUpdatedAt: answered?.startedAt,
    refetchOnMount: ({ state }) => !answered || state.dataUpdatedAt < answered.startedAt,
    retry: false,
  });
}
