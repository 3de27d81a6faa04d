import type { ReactNode } from "react";

/** One choice of a select filter: the value sent to the API and its (translated) label. */
export type FilterOption = { value: string; label: ReactNode };

/**
 * The filter a column offers, sent as the API's list query (docs/api.md, providers/dataProvider):
 * - `text`: `field=value` (a contains-search the API does on that field);
 * - `select`: `field=value`, or `field=a,b` with `multiple`; with `onSearch` the options come from
 *   the server as the user types (records of another resource, e.g. sellers: `pickerFilter`);
 * - `numberRange`: `fieldMin` / `fieldMax`; `scale` turns what the user types into what the API
 *   stores (euros typed, cents sent: `scale: 100`);
 * - `dateRange`: `fieldMin` / `fieldMax` covering whole days, 00:00:00–23:59:59 UTC (docs/formats.md):
 *   as instants (`as: "datetime"`, the default) or as plain days (`as: "date"`).
 * `field` defaults to the column's key.
 */
export type ColumnFilter =
  | { kind: "text"; field?: string }
  | {
      kind: "select";
      field?: string;
      options: readonly FilterOption[];
      multiple?: boolean;
      onSearch?: (text: string) => void;
      /** A picker's (forms' useRecordOptions): its options are read once it is opened. */
      onOpenChange?: (open: boolean) => void;
      loading?: boolean;
    }
  | { kind: "numberRange"; field?: string; scale?: number }
  | { kind: "dateRange"; field?: string; as?: "datetime" | "date" };

/** A column of a resource list. */
export type ListColumn<T> = {
  /** Unique within the list; remembered when the user hides the column. */
  key: string;
  /** Translated header. */
  title: ReactNode;
  /** The cell. */
  render: (record: T) => ReactNode;
  /** The API's sort field (`sort=field` / `sort=-field`); leave out when the column cannot sort. */
  sortField?: string;
  filter?: ColumnFilter;
  /** The column the rows are named by: never hidden, links to the record. */
  primary?: boolean;
  width?: number;
  align?: "left" | "right" | "center";
};

/** A record of the API: every list row has an `_id` (docs/api.md). */
export type ListRecord = { _id: string };
