/**
 * The list pattern every resource list copies (issue 5): a list page is one <ResourceList> with
 * typed columns. Page, page size, sort and filters live in the URL (a pasted link reproduces the
 * view); hidden columns are remembered per resource; rows can be selected and exported (CSV or
 * XLSX, selected or all filtered rows); deletion asks first; loading, empty and error states are
 * drawn by the pattern.
 *
 * @example
 * export default function OrderList() {
 *   const t = useTranslate();
 *   const format = useFormat();
 *   const columns: ListColumn<Order>[] = [
 *     { key: "number", title: t("orders.fields.number"), primary: true, sortField: "number",
 *       render: (order) => `O-${order.number}` },
 *     { key: "status", title: t("orders.fields.status"),
 *       filter: { kind: "select", options: ORDER_STATUSES.map((s) => ({ value: s, label: t(`statuses.order.${s}`) })) },
 *       render: (order) => t(`statuses.order.${order.status}`) },
 *     { key: "totalCents", title: t("orders.fields.total"), sortField: "totalCents", align: "right",
 *       filter: { kind: "numberRange", scale: 100 }, render: (order) => format.money(order.totalCents) },
 *     { key: "purchaseDate", title: t("orders.fields.purchaseDate"), sortField: "purchaseDate",
 *       filter: { kind: "dateRange" }, render: (order) => format.date(order.purchaseDate) },
 *   ];
 *   return (
 *     <ResourceList<Order> resource="orders" columns={columns} rowName={(o) => `O-${o.number}`}
 *       exportPath="/orders" initialSort={{ field: "createdAt", order: "desc" }} canDelete={false} />
 *   );
 * }
 */
export { useChosenFilter } from "./chosenFilter";
export { useCommonColumns } from "./commonColumns";
export { downloadExport, type ExportRequest, exportParams, fileNameOf } from "./exportList";
export { useFilteredListUrl } from "./filteredListUrl";
export { readFilter, SEARCH_FIELD, writeFilter } from "./filters";
export { pickerFilter, type RecordPicker } from "./pickerFilter";
export {
  type FilterBarProps,
  PAGE_SIZES,
  ResourceList,
  type ResourceListProps,
  type SelectionProps,
} from "./ResourceList";
export { useLogsPath, useRecordLogUrl } from "./recordLog";
export type { ColumnFilter, FilterOption, ListColumn, ListRecord } from "./types";
export { useListTable } from "./useListTable";
