import { useParsed } from "@refinedev/core";

/**
 * The record a list is filtered by now (`field=<id>` in the address), so the filter's picker can
 * name it even when it is not among the options shown first.
 */
export function useChosenFilter(field: string): string | undefined {
  const { params } = useParsed();
  const chosen = params?.filters?.find(
    (filter) => "field" in filter && filter.field === field,
  )?.value;
  // `none` (the platform's own records) names no record.
  return typeof chosen === "string" && chosen !== "none" ? chosen : undefined;
}
