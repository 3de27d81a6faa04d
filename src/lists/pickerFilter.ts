import type { ColumnFilter, FilterOption } from "./types";

/** What a column filter takes from a picker (forms' useRecordOptions). */
export type RecordPicker = {
  options: readonly FilterOption[];
  onSearch: (text: string) => void;
  onOpenChange: (open: boolean) => void;
  loading: boolean;
};

/**
 * A select filter over a picker's records, searched on the server and read once opened; `first`
 * are choices of the list's own before them (e.g. `none`: no seller).
 */
export const pickerFilter = (
  field: string,
  picker: RecordPicker,
  first: readonly FilterOption[] = [],
): ColumnFilter => ({
  kind: "select",
  field,
  options: [...first, ...picker.options],
  onSearch: picker.onSearch,
  onOpenChange: picker.onOpenChange,
  loading: picker.loading,
});
