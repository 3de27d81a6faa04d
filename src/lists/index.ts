/**
 * The list pattern every resource list copies (issue 5). A list page is a <ResourceList> with
 * typed columns; see ResourceList.tsx for the props and types.ts for columns and filters.
 */
export { downloadExport, type ExportRequest, exportParams, fileNameOf } from "./exportList";
export { readFilter, SEARCH_FIELD, writeFilter } from "./filters";
export { PAGE_SIZES, ResourceList, type ResourceListProps } from "./ResourceList";
export { RowActions, type RowActionsProps } from "./RowActions";
export type { ColumnFilter, FilterOption, ListColumn, ListRecord } from "./types";
