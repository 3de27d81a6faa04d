import {
  type BaseKey,
  type BaseRecord,
  type CrudFilter,
  type CrudSort,
  useList,
  useMany,
} from "@refinedev/core";
import { keepPreviousData } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useReadAgainOnceShown } from "../layout/useReadAgainOnceShown";

export type RecordOptionsProps<T extends BaseRecord> = {
  resource: string;
  label: (record: T) => string;
  /** The value(s) chosen now: always among the options, whatever page or search shows. */
  selected?: BaseKey | BaseKey[] | null;
  filters?: CrudFilter[];
  sorters?: CrudSort[];
  enabled?: boolean;
};

type RecordOption = { value: string; label: string };

/** How many records a picker shows at once; typing asks the server for the matching ones. */
const PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;
const NO_FILTERS: CrudFilter[] = [];

const idsOf = (selected: RecordOptionsProps<BaseRecord>["selected"]) =>
  selected === null || selected === undefined || selected === ""
    ? []
    : Array.isArray(selected)
      ? selected
      : [selected];

/** What the user typed in the picker, once they have paused typing. */
function useTypedSearch() {
  const [search, setSearch] = useState("");
  const timer = useRef(0);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const onSearch = useCallback((text: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setSearch(text), SEARCH_DEBOUNCE_MS);
  }, []);
  return [search, onSearch] as const;
}

/**
 * Records of a resource as the options of an antd Select, searched on the server (the list's
 * `q`) as the user types, so the 101st seller can be found; the chosen value is read by id
 * (`ids=`) so an edit form names it even when it is not on the first page.
 *
 * The options are derived from the two queries' data, never copied into state: Refine's
 * useSelect copies them in an effect, which runs again each time a kept page is shown and made
 * the whole list render twice before its tab's click was painted (issue 13).
 */
export function useRecordOptions<T extends BaseRecord>({
  resource,
  label,
  selected,
  filters = NO_FILTERS,
  sorters,
  enabled = true,
}: RecordOptionsProps<T>) {
  const [search, onSearch] = useTypedSearch();
  // The records to choose from are asked for once the picker is opened or typed in: a screen
  // whose pickers (a list's column filters, say) stay closed asks for none, and its first paint
  // waits for none of them (issue 13). The chosen value's own record is read at once.
  const [opened, setOpened] = useState(false);
  const ids = idsOf(selected);

  const chosen = useMany<T>({
    resource,
    ids,
    queryOptions: { enabled: enabled && ids.length > 0, placeholderData: keepPreviousData },
    overtimeOptions: { enabled: false },
    liveMode: "off",
  });
  const listed = useList<T>({
    resource,
    filters: search ? [...filters, { field: "q", operator: "contains", value: search }] : filters,
    sorters,
    pagination: { currentPage: 1, pageSize: PAGE_SIZE, mode: "server" },
    // The options shown stay until the next search's answer replaces them; options already read
    // show as they are and are read again after the paint, below.
    queryOptions: {
      enabled: enabled && (opened || search !== ""),
      placeholderData: keepPreviousData,
      refetchOnMount: false,
    },
    overtimeOptions: { enabled: false },
  });
  useReadAgainOnceShown(listed.query);

  const chosenRecords = chosen.result.data;
  const listedRecords = listed.result.data;
  // Kept by the React compiler while the records and the caller's `label` are the same.
  const byValue = new Map<string, RecordOption>();
  for (const record of [...(ids.length > 0 ? chosenRecords : []), ...listedRecords]) {
    const value = String(record._id);
    if (!byValue.has(value)) byValue.set(value, { value, label: label(record) });
  }
  const options = [...byValue.values()];

  return {
    options,
    onSearch,
    loading: enabled && (chosen.query.isFetching || listed.query.isLoading),
    onOpenChange: (open: boolean) => {
      if (open) setOpened(true);
    },
    showSearch: true,
    filterOption: false,
  };
}
