import { useQuery } from "@tanstack/react-query";
import type { Dashboard } from "../../../domain/dashboard.schema";
import { type Answer, httpClient } from "../../providers/httpClient";

/** GET /dashboard: the figures of the landing page (staff: everything; a seller: its own). */
export function useDashboard(enabled: boolean) {
  return useQuery({
    queryKey: ["dashboard"],
    queryFn: async ({ signal }) =>
      (await httpClient.get<Answer<Dashboard>>("/dashboard", { signal })).data.data,
    enabled,
    // The dashboard is never cached as a page (docs/screens.md): every visit asks again.
    staleTime: 0,
    retry: false,
  });
}
