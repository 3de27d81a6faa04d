import type { SearchHit, SearchKind } from "../../domain/search.schema";

/** The page that shows each kind of record Cmd-K finds. */
const RECORD_PATHS: Record<SearchKind, string> = {
  product: "/products/view/:id",
  event: "/events/view/:id",
  order: "/orders/view-order/:id",
  orderRequest: "/orders/request/view-order/:id",
  user: "/user/view/:id",
  shop: "/shopper/view/:id",
  rentModel: "/models/view/:id",
};

export const recordPathOf = ({ kind, id }: Pick<SearchHit, "kind" | "id">): string =>
  RECORD_PATHS[kind].replace(":id", encodeURIComponent(id));

/** Searching starts at two characters (domain searchQuery) and waits for typing to pause. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 250;
export const SEARCH_LIMIT = 5;
