import type { CrudFilter, CrudOperators } from "@refinedev/core";
import { dayOf, dayRangeUtc } from "../format/dates";
import type { ColumnFilter } from "./types";

/** What a filter's control edits: text, chosen values, or a [from, to] range (either end open). */
export type FilterValue = string | string[] | RangeValue | undefined;
export type RangeValue = [number | string | null, number | string | null];

/** The free-text search box: `q` in the list query (docs/api.md). */
export const SEARCH_FIELD = "q";

const fieldOf = (filter: ColumnFilter, key: string) => filter.field ?? key;

const valueAt = (filters: readonly CrudFilter[], field: string, operator: CrudOperators) => {
  const found = filters.find((f) => "field" in f && f.field === field && f.operator === operator);
  return found?.value as unknown;
};

const asNumber = (value: unknown, scale: number): number | null => {
  const number = Number(value);
  return value === undefined || value === null || value === "" || Number.isNaN(number)
    ? null
    : number / scale;
};

const asDay = (value: unknown): string | null =>
  typeof value === "string" && value ? dayOf(value) : null;

/** The value a column's filter control shows, read back from the table's (URL-synced) filters. */
export function readFilter(
  filter: ColumnFilter,
  key: string,
  filters: readonly CrudFilter[],
): FilterValue {
  const field = fieldOf(filter, key);
  switch (filter.kind) {
    case "text": {
      const value = valueAt(filters, field, "contains");
      return typeof value === "string" ? value : undefined;
    }
    case "select": {
      const value = valueAt(filters, field, filter.multiple ? "in" : "eq");
      if (value === undefined || value === null || value === "") return undefined;
      return Array.isArray(value) ? value.map(String) : String(value);
    }
    case "numberRange": {
      const scale = filter.scale ?? 1;
      const range: RangeValue = [
        asNumber(valueAt(filters, field, "gte"), scale),
        asNumber(valueAt(filters, field, "lte"), scale),
      ];
      return range[0] === null && range[1] === null ? undefined : range;
    }
    case "dateRange": {
      const range: RangeValue = [
        asDay(valueAt(filters, field, "gte")),
        asDay(valueAt(filters, field, "lte")),
      ];
      return range[0] === null && range[1] === null ? undefined : range;
    }
  }
}

const blank = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && !value.length);

const bound = (value: number | string | null, scale: number) =>
  value === null || value === "" ? undefined : Math.round(Number(value) * scale);

/**
 * The Refine filters that set (or, with an empty value, clear) a column's filter; merged into the
 * table's filters, a cleared one carries `value: undefined` so Refine drops it.
 */
export function writeFilter(filter: ColumnFilter, key: string, value: FilterValue): CrudFilter[] {
  const field = fieldOf(filter, key);
  switch (filter.kind) {
    case "text":
      return [{ field, operator: "contains", value: blank(value) ? undefined : value }];
    case "select":
      return [
        { field, operator: filter.multiple ? "in" : "eq", value: blank(value) ? undefined : value },
      ];
    case "numberRange": {
      const [from = null, to = null] = Array.isArray(value) ? (value as RangeValue) : [];
      const scale = filter.scale ?? 1;
      return [
        { field, operator: "gte", value: bound(from, scale) },
        { field, operator: "lte", value: bound(to, scale) },
      ];
    }
    case "dateRange": {
      const [from, to] = Array.isArray(value) ? (value as RangeValue) : [null, null];
      if (!from || !to) {
        return [
          { field, operator: "gte", value: undefined },
          { field, operator: "lte", value: undefined },
        ];
      }
      const [start, end] =
        filter.as === "date" ? [String(from), String(to)] : dayRangeUtc(String(from), String(to));
      return [
        { field, operator: "gte", value: start },
        { field, operator: "lte", value: end },
      ];
    }
  }
}

/** Whether the table's filters narrow the rows (the search box included). */
export const isFiltered = (filters: readonly CrudFilter[]): boolean =>
  filters.some((f) => "field" in f && !blank(f.value));
