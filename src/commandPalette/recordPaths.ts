import type { SearchHit, SearchKind } from "../../domain/search.schema";

/** The resource of each kind of record Cmd-K finds: its show page opens the record. */
export const RECORD_RESOURCES: Record<SearchKind, string> = {
  product: "products",
  event: "events",
  order: "orders",
  orderRequest: "orderRequests",
  user: "users",
  shop: "shops",
  rentModel: "rentModels",
  customer: "customers",
};

/** Searching starts at two characters (domain searchQuery) and waits for typing to pause. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 250;
export const SEARCH_LIMIT = 5;

/**
 * The hits of the last search that still fit the text typed since: all of them once the search
 * for that text has answered, before that only those whose title or subtitle holds the text.
 * Otherwise Enter, pressed before the new search answers, would open a record found for an
 * earlier, shorter text.
 */
export const hitsForTyped = <Hit extends Pick<SearchHit, "title" | "subtitle">>(
  hits: readonly Hit[],
  searchedFor: string,
  typed: string,
): Hit[] => {
  const wanted = typed.trim().toLocaleLowerCase();
  if (wanted === searchedFor.toLocaleLowerCase()) return [...hits];
  return hits.filter((hit) =>
    `${hit.title}\n${hit.subtitle ?? ""}`.toLocaleLowerCase().includes(wanted),
  );
};
