import { useCustom, useTranslate } from "@refinedev/core";
import { keepPreviousData } from "@tanstack/react-query";
import { Tabs } from "antd";
import { type ColumnFilter, type FilterBarProps, readFilter, writeFilter } from "../lists";
import type { StatusKind } from "./StatusTag";

type Props = FilterBarProps & {
  kind: StatusKind;
  statuses: readonly string[];
  /** GET path answering every status's count in the caller's scope. */
  countsPath: string;
};

// The same filter as the status column's: a tab and the column always agree.
const STATUS_FILTER: ColumnFilter = { kind: "select", options: [] };
const ALL = "all";

/**
 * One tab per status with its count, plus All, above a request or order list. A tab sets the
 * list's status filter (kept in the URL); the counts are read again whenever the rows are, so a
 * live update that refreshes the list refreshes them too.
 */
export function StatusTabs({
  kind,
  statuses,
  countsPath,
  filters,
  applyFilters,
  rowsReadAt,
}: Props) {
  const t = useTranslate();
  const { result } = useCustom<Record<string, number>>({
    url: countsPath,
    method: "get",
    meta: { rowsReadAt },
    queryOptions: {
      placeholderData: keepPreviousData,
      // Read with the rows (rowsReadAt), never on their own: a kept list shown again from its tab
      // did send this request inside the click, 3-5 ms before the frame (issue 13).
      refetchOnMount: false,
    },
  });
  const counts = result.data;
  const chosen = readFilter(STATUS_FILTER, "status", filters);
  const label = (text: string, count: number | undefined) =>
    count === undefined ? text : t("work.tabs.withCount", { label: text, count });
  const total = counts && statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0);

  return (
    // The row scrolls itself rather than letting antd fold the last tabs into a "…" button: that
    // button inside the tablist is no tab (axe aria-required-children, critical).
    <div style={{ overflowX: "auto", scrollbarWidth: "thin" }}>
      <Tabs
        style={{ width: "max-content", minWidth: "100%" }}
        aria-label={t("work.tabs.label")}
        activeKey={typeof chosen === "string" ? chosen : ALL}
        onChange={(key) =>
          applyFilters(writeFilter(STATUS_FILTER, "status", key === ALL ? undefined : key))
        }
        size="small"
        items={[
          { key: ALL, label: label(t("work.tabs.all"), total) },
          ...statuses.map((status) => ({
            key: status,
            label: label(t(`statuses.${kind}.${status}`), counts?.[status]),
          })),
        ]}
      />
    </div>
  );
}
