import { useCustom, useNavigation, usePermissions, useTranslate } from "@refinedev/core";
import { type Action, useKBar, useRegisterActions } from "@refinedev/kbar";
import { keepPreviousData } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import type { SearchHit } from "../../domain/search.schema";
import { useStableNavigate } from "../layout/useStableNavigate";
import { needsPaymentAccount } from "../providers/accessControl";
import type { Permissions } from "../providers/authProvider";
import {
  hitsForTyped,
  RECORD_RESOURCES,
  SEARCH_DEBOUNCE_MS,
  SEARCH_LIMIT,
  SEARCH_MIN_LENGTH,
} from "./recordPaths";

const SEARCH_PATH = "/search";

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
  const { showUrl } = useNavigation();
  const { searchQuery, open } = useKBar((state) => ({
    searchQuery: state.searchQuery,
    open: state.visualState !== "hidden",
  }));
  const { data: permissions } = usePermissions<Permissions>({});
  // A seller without a payment account may open nothing yet: the API would refuse the search.
  const allowed = Boolean(permissions) && !needsPaymentAccount(permissions);
  const settled = useSettledQuery(open && allowed ? searchQuery : "");
  // The last answer stays while the next search is on its way; hitsForTyped keeps what still fits.
  const { query } = useCustom<{ items: SearchHit[] }>({
    url: SEARCH_PATH,
    method: "get",
    config: { query: { q: settled, limit: SEARCH_LIMIT } },
    queryOptions: { enabled: settled !== "", staleTime: 30_000, placeholderData: keepPreviousData },
  });
  const { isFetching, isPlaceholderData, isSuccess } = query;
  const hits = query.data?.data.items;
  // What the hits were searched for: those kept on screen are the last answered search's.
  const [answeredFor, setAnsweredFor] = useState("");
  useEffect(() => {
    if (isSuccess && !isPlaceholderData) setAnsweredFor(settled);
  }, [isSuccess, isPlaceholderData, settled]);
  const searchedFor = isPlaceholderData ? answeredFor : settled;

  const actions = useMemo<Action[]>(
    () =>
      (settled && hits ? hitsForTyped(hits, searchedFor, searchQuery) : []).map((hit) => ({
        id: `record:${hit.kind}:${hit.id}`,
        name: hit.title,
        subtitle: hit.subtitle ?? undefined,
        // The server matched it (by email, by number…): keep it whatever kbar's own scoring says.
        keywords: searchQuery,
        section: t(`commandPalette.kinds.${hit.kind}`),
        perform: () => navigate(showUrl(RECORD_RESOURCES[hit.kind], hit.id)),
      })),
    [hits, searchedFor, settled, searchQuery, t, navigate, showUrl],
  );
  useRegisterActions(actions, [actions]);

  return { searching: isFetching };
}
