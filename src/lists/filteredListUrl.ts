import { type CrudFilter, useGo, useNavigation } from "@refinedev/core";

/**
 * The address of a resource's list already narrowed by `filters` (e.g. one seller's products).
 * <ResourceList> reads its filters from the URL, so the list opens filtered, with the filter
 * shown on its column and "Clear filters" offered; the router writes the query as it reads it.
 */
export function useFilteredListUrl() {
  const go = useGo();
  const { listUrl } = useNavigation();
  return (resource: string, filters: CrudFilter[]): string => {
    const to = listUrl(resource);
    const url = go({ to, query: { filters }, type: "path" });
    return typeof url === "string" ? url : to;
  };
}
