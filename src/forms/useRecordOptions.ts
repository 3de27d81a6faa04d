import { useSelect } from "@refinedev/antd";
import type { BaseKey, BaseRecord, CrudFilter, CrudSort } from "@refinedev/core";

export type RecordOptionsProps<T extends BaseRecord> = {
  resource: string;
  label: (record: T) => string;
  /** The value(s) chosen now: always among the options, whatever page or search shows. */
  selected?: BaseKey | BaseKey[] | null;
  filters?: CrudFilter[];
  sorters?: CrudSort[];
  enabled?: boolean;
};

/** How many records a picker shows at once; typing asks the server for the matching ones. */
const PAGE_SIZE = 20;

/**
 * Records of a resource as the options of an antd Select, searched on the server (the list's
 * `q`) as the user types, so the 101st seller can be found; the chosen value is read by id
 * (`ids=`) so an edit form names it even when it is not on the first page.
 */
export function useRecordOptions<T extends BaseRecord>({
  resource,
  label,
  selected,
  filters,
  sorters,
  enabled = true,
}: RecordOptionsProps<T>) {
  const hasSelection = Array.isArray(selected) ? selected.length > 0 : Boolean(selected);
  const { selectProps } = useSelect<T>({
    resource,
    optionLabel: label,
    optionValue: (record) => String(record._id),
    defaultValue: hasSelection ? (selected ?? undefined) : undefined,
    selectedOptionsOrder: "selected-first",
    filters,
    sorters,
    onSearch: (text) => [{ field: "q", operator: "contains", value: text }],
    pagination: { currentPage: 1, pageSize: PAGE_SIZE, mode: "server" },
    queryOptions: { enabled },
    defaultValueQueryOptions: { enabled: enabled && hasSelection },
    debounce: 300,
  });
  return {
    ...selectProps,
    options: (selectProps.options ?? []).map((option) => ({
      value: String(option.value),
      label: String(option.label),
    })),
    loading: enabled && Boolean(selectProps.loading),
    onSearch: selectProps.onSearch ?? (() => undefined),
  };
}
