import type { CrudFilter, CrudSort, Pagination } from "@refinedev/core";
import type { Query, QueryClient, QueryKey } from "@tanstack/react-query";
import type { AppDataProvider, ListRead } from "../providers/dataProvider";

/** How long rows read ahead count as fresh: the list they are put in does not read them again. */
const SEEDED_FRESH_MS = 5_000;

/** Each list query given a read-ahead's rows, and the time of that read. */
const seededAt = new WeakMap<Query, number>();

/**
 * A list query's staleness: rows it was given from a read just made stay fresh a few seconds,
 * so the list showing them does not read them again once shown (useReadAgainOnceShown).
 */
export const seededStaleTime = (query: Query) =>
  seededAt.has(query) && seededAt.get(query) === query.state.dataUpdatedAt ? SEEDED_FRESH_MS : 0;

type ListKeyParams = { pagination?: Pagination; sorters?: CrudSort[]; filters?: CrudFilter[] };

/** Refine's key of a list query, ["data", provider, resource, "list", params], as the read it sends. */
const listReadOfKey = ([scope, , resource, action, params]: QueryKey): ListRead | null => {
  if (scope !== "data" || action !== "list" || typeof resource !== "string") return null;
  const { pagination, sorters, filters } = (params ?? {}) as ListKeyParams;
  return { resource, pagination, sorters, filters };
};

/**
 * A list opened by its address reads its rows while the shell's code loads (listAtStart.ts):
 * the answer is usually in before the list first renders. Put in its query as the query is
 * made, the rows show in the list's first frame, with no skeleton and no second render before
 * them (issue 13). Only a read of exactly the query's page, sort and filters is taken.
 */
export const seedListQueriesFromReadsAhead = (
  queryClient: QueryClient,
  dataProvider: AppDataProvider,
) =>
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "added") return;
    const read = listReadOfKey(event.query.queryKey);
    const answered = read && dataProvider.takeAnsweredList(read);
    if (!answered) return;
    queryClient.setQueryData(event.query.queryKey, answered.rows, { updatedAt: answered.readAt });
    seededAt.set(event.query, answered.readAt);
  });
