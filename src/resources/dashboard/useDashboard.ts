import { useQuery } from "@tanstack/react-query";
import { readDashboard, takeEarlyDashboard } from "./earlyRead";

/** The landing page's figures: the read started at sign-in if there is one, else a new one. */
export function useDashboard(enabled: boolean) {
  return useQuery({
    queryKey: ["dashboard"],
    queryFn: ({ signal }) => takeEarlyDashboard() ?? readDashboard(signal),
    enabled,
    // The dashboard is never cached as a page (docs/screens.md): every visit asks again.
    staleTime: 0,
    retry: false,
  });
}
