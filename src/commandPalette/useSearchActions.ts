import { usePermissions, useTranslate } from "@refinedev/core";
import { type Action, useKBar, useRegisterActions } from "@refinedev/kbar";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import type { SearchHit } from "../../domain/search.schema";
import { useStableNavigate } from "../layout/useStableNavigate";
import { needsPaymentAccount } from "../providers/accessControl";
import type { Permissions } from "../providers/authProvider";
import { type Answer, httpClient } from "../providers/httpClient";
import {
  hitsForTyped,
  recordPathOf,
  SEARCH_DEBOUNCE_MS,
  SEARCH_LIMIT,
  SEARCH_MIN_LENGTH,
} from "./recordPaths";

const searchRecords = async (q: string, signal: AbortSignal): Promise<SearchHit[]> => {
  const { data: body } = await httpClient.get<Answer<{ items: SearchHit[] }>>("/search", {
    params: { q, limit: SEARCH_LIMIT },
    signal,
  });
  return body.data.items;
};

/** The typed text once typing pauses (~250 ms), trimmed; empty under two characters. */
function useSettledQuery(text: string): string {
  const [settled, setSettled] = useState("");
  useEffect(() => {
    const wanted = text.trim();
    const timer = setTimeout(
      () => setSettled(wanted.length >= SEARCH_MIN_LENGTH ? wanted : ""),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * Records found through GET /search (users, shops, products, orders, order requests) as palette
 * actions: Enter opens the record's page. Returns whether a search is on its way.
 */
export function useSearchActions(): { searching: boolean } {
  const t = useTranslate();
  const navigate = useStableNavigate();
  const { searchQuery, open } = useKBar((state) => ({
    searchQuery: state.searchQuery,
    open: state.visualState !== "hidden",
  }));
  const { data: permissions } = usePermissions<Permissions>({});
  // A seller without a payment account may open nothing yet: the API would refuse the search.
  const allowed = Boolean(permissions) && !needsPaymentAccount(permissions);
  const settled = useSettledQuery(open && allowed ? searchQuery : "");
  // The last answer stays while the next search is on its way; hitsForTyped keeps what still fits.
  const { data: found, isFetching } = useQuery({
    queryKey: ["commandPalette", "search", settled],
    queryFn: async ({ signal }) => ({
      searchedFor: settled,
      hits: await searchRecords(settled, signal),
    }),
    enabled: settled !== "",
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

  const actions = useMemo<Action[]>(
    () =>
      (settled && found ? hitsForTyped(found.hits, found.searchedFor, searchQuery) : []).map(
        (hit) => ({
          id: `record:${hit.kind}:${hit.id}`,
          name: hit.title,
          subtitle: hit.subtitle ?? undefined,
          // The server matched it (by email, by number…): keep it whatever kbar's own scoring says.
          keywords: searchQuery,
          section: t(`commandPalette.kinds.${hit.kind}`),
          perform: () => navigate(recordPathOf(hit)),
        }),
      ),
    [found, settled, searchQuery, t, navigate],
  );
  useRegisterActions(actions, [actions]);

  return { searching: isFetching };
}
