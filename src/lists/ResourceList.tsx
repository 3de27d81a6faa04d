import { PlusOutlined } from "@ant-design/icons";
import { type CrudFilter, useDelete, useResourceParams, useTranslate } from "@refinedev/core";
import {
  Button,
  Card,
  Flex,
  Input,
  type InputRef,
  Spin,
  Table,
  type TableProps,
  Typography,
} from "antd";
import type { ColumnType, SorterResult } from "antd/es/table/interface";
import { type ReactNode, Suspense, useCallback, useRef, useState } from "react";
import { generatePath, Link } from "react-router";
import { LIST_LIMIT_DEFAULT } from "../../domain/api";
import { languageOr } from "../../domain/languages";
import { isViewResource } from "../../domain/views";
import { ButtonLink } from "../layout/ButtonLink";
import { useCompact } from "../layout/useCompact";
import { useReadAgainOnceShown } from "../layout/useReadAgainOnceShown";
import { PresenceAvatars } from "../presence/PresenceAvatars";
import { useRowsPresence } from "../presence/store";
import { useLanguage } from "../providers/i18n";
import { SHORTCUTS, useListKeys } from "../shortcuts";
import { ColumnChooser } from "./ColumnChooser";
import { ExportMenu } from "./ExportMenu";
import { type FilterValue, isFiltered, readFilter, SEARCH_FIELD, writeFilter } from "./filters";
import { firstSortIn, listSortOf } from "./firstPage";
import { useHiddenColumns } from "./hiddenColumns";
import { ListEmpty, ListLoading } from "./ListStates";
import { OutOfMeasureRow } from "./OutOfMeasureRow";
import { ColumnFilterControl, ListError } from "./onDemandParts";
import { RowActions } from "./RowActions";
import type { ListColumn, ListRecord } from "./types";
import { useListTable } from "./useListTable";
import { useOpenedView } from "./views/openView";
import { ViewTabs } from "./views/ViewTabs";

const NO_ROWS: readonly never[] = [];

export const PAGE_SIZES = [10, 20, 50, 100] as const;

export type ResourceListProps<T extends ListRecord> = {
  /** The Refine resource: its pages, its API endpoints and its namespace (`<resource>.titles.list`). */
  resource: string;
  columns: readonly ListColumn<T>[];
  /** How a row is named in its action buttons and the delete confirmation. */
  rowName: (record: T) => string;
  /** The list's API path (`/products`) to export from; leave out for a list with no export. */
  exportPath?: string;
  /** Filters always sent, never shown (e.g. only top-level categories). */
  permanentFilters?: CrudFilter[];
  /** Whether a row offers deletion (default: every row). */
  canDelete?: boolean | ((record: T) => boolean);
  /** The delete confirmation's text, when deleting a row takes more than the row itself. */
  deleteConfirm?: (record: T) => string;
  /** Replaces the view/edit/delete buttons of each row. */
  rowActions?: (record: T) => ReactNode;
  /** More buttons in the header, beside Create. */
  headerExtra?: ReactNode;
  /** Controls between the search bar and the table that set the list's filters (status tabs). */
  filterBar?: (list: FilterBarProps) => ReactNode;
  /** What the selected rows offer besides export: the bulk actions menu (src/changesets). */
  selectionActions?: (selection: SelectionProps) => ReactNode;
};

/** The selected rows, as a selection's actions see them. */
export type SelectionProps = {
  ids: readonly string[];
  /** A selected row's name as its buttons say it; its id when it is not on this page. */
  nameOf: (id: string) => string;
  clear: () => void;
};

/** What a filter bar reads and sets: the list's filters, and when its rows were last read. */
export type FilterBarProps = {
  filters: readonly CrudFilter[];
  applyFilters: (next: CrudFilter[]) => void;
  /** Changes each time the rows are read again (a filter, a page, a live update). */
  rowsReadAt: number;
};

const toAntdOrder = (order?: "asc" | "desc") =>
  order === "asc" ? ("ascend" as const) : order === "desc" ? ("descend" as const) : null;

/**
 * A resource's list screen (issue 5, "every list"): server-side pagination, sort and filters
 * kept in the URL, free-text search, a column chooser remembered per resource, row selection with
 * CSV/XLSX export, delete with confirmation, and designed loading, empty and error states; saved
 * views as quick tabs above it (issue 15).
 */
export function ResourceList<T extends ListRecord>(props: ResourceListProps<T>) {
  // Refine's table reads the address once: opening a view mounts the list afresh at its address.
  const opened = useOpenedView();
  return <ListBody<T> key={opened.at} {...props} openedViewId={opened.id} />;
}

function ListBody<T extends ListRecord>({
  resource,
  columns,
  rowName,
  exportPath,
  permanentFilters,
  canDelete = true,
  deleteConfirm,
  rowActions,
  headerExtra,
  filterBar,
  selectionActions,
  openedViewId,
}: ResourceListProps<T> & { openedViewId: string | null }) {
  const t = useTranslate();
  const compact = useCompact();
  const { resource: item } = useResourceParams({ resource });
  const firstSort = firstSortIn(listSortOf(item?.meta), languageOr(useLanguage()));
  const { mutate: deleteRows, mutation: deletion } = useDelete<ListRecord>();
  const deleteRow = useCallback(
    (id: string) =>
      deleteRows({
        resource,
        id,
        successNotification: { type: "success", message: t(`${resource}.notifications.deleted`) },
      }),
    [deleteRows, resource, t],
  );
  const { hidden, toggle } = useHiddenColumns(resource);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);

  const { tableProps, tableQuery, filters, setFilters, sorters, setSorters, setCurrentPage } =
    useListTable<T>({
      resource,
      syncWithLocation: true,
      pagination: { pageSize: LIST_LIMIT_DEFAULT },
      sorters: { initial: firstSort ? [firstSort] : [] },
      filters: { permanent: permanentFilters, defaultBehavior: "merge" },
      // Rows in the cache show as they are, and are read again after the paint (below).
      queryOptions: { refetchOnMount: false },
    });

  useReadAgainOnceShown(tableQuery);

  const applyFilters = (next: CrudFilter[]) => {
    setFilters(next, "merge");
    setCurrentPage(1);
  };
  const clearFilters = () => {
    setFilters([], "replace");
    setCurrentPage(1);
  };

  const search = filters.find((f) => "field" in f && f.field === SEARCH_FIELD)?.value;
  // From the resource's routes, not Refine's useNavigation, whose functions are new on every
  // render: the table's cells would render again whenever the list does (issue 13).
  const showUrlOf = (id: string) => (item?.show ? generatePath(item.show, { id }) : undefined);
  const editUrlOf = (id: string) => (item?.edit ? generatePath(item.edit, { id }) : undefined);
  const recordUrl = (id: string) => showUrlOf(id) ?? editUrlOf(id);
  const searchBox = useRef<InputRef>(null);
  const rows = (tableQuery.isError ? undefined : tableProps.dataSource) ?? NO_ROWS;
  const presentOn = useRowsPresence(rows.map((row) => ({ resource, id: row._id })));
  const othersOn = (record: T) => presentOn({ resource, id: record._id });
  const {
    table: tableRef,
    rowProps,
    region: keysRegion,
  } = useListKeys<T>({
    resource,
    rows,
    rowName,
    recordUrl,
    editUrl: editUrlOf,
    selection: {
      ids: selectedIds,
      toggle: (id) =>
        setSelectedIds((ids) => (ids.includes(id) ? ids.filter((i) => i !== id) : [...ids, id])),
    },
    focusSearch: () => searchBox.current?.focus(),
    presentOn: othersOn,
  });

  const columnOf = (column: ListColumn<T>): ColumnType<T> => {
    const current: FilterValue = column.filter
      ? readFilter(column.filter, column.key, filters)
      : undefined;
    const sorted = sorters.find((s) => s.field === column.sortField);
    return {
      key: column.key,
      title: column.title,
      width: column.width,
      align: column.align,
      render: (_, record) => {
        const cell = column.render(record);
        const url = column.primary ? recordUrl(record._id) : undefined;
        const shown = url ? <Link to={url}>{cell}</Link> : cell;
        const others = column.primary ? othersOn(record) : [];
        return others.length > 0 ? (
          <Flex gap={8} align="center" wrap>
            {shown}
            <PresenceAvatars users={others} size="small" />
          </Flex>
        ) : (
          shown
        );
      },
      sorter: Boolean(column.sortField),
      sortOrder: column.sortField ? toAntdOrder(sorted?.order) : undefined,
      ...(column.filter && {
        filteredValue: current === undefined ? null : ["on"],
        filterDropdown: ({ close }) => {
          const filter = column.filter;
          if (!filter) return null;
          return (
            <Suspense fallback={<Spin size="small" style={{ margin: 16 }} />}>
              <ColumnFilterControl
                key={JSON.stringify(current ?? null)}
                filter={filter}
                label={String(column.title)}
                value={current}
                onApply={(value) => {
                  applyFilters(writeFilter(filter, column.key, value));
                  close();
                }}
              />
            </Suspense>
          );
        },
      }),
    };
  };

  const actionsColumn: ColumnType<T> = {
    key: "actions",
    title: t("lists.actions.title"),
    fixed: compact ? undefined : "right",
    // As wide as its small icon buttons (view, edit, delete: 32 px each): the columns before it
    // keep their room at 1280 px.
    width: rowActions
      ? 104
      : 24 + 32 * Math.max(1, [item?.show, item?.edit, canDelete].filter(Boolean).length),
    render: (_, record) =>
      rowActions ? (
        rowActions(record)
      ) : (
        <RowActions
          id={record._id}
          name={rowName(record)}
          showUrl={showUrlOf(record._id)}
          editUrl={editUrlOf(record._id)}
          onDelete={
            (typeof canDelete === "function" ? canDelete(record) : canDelete)
              ? deleteRow
              : undefined
          }
          deleting={deletion.isPending && deletion.variables?.id === record._id}
          deleteConfirm={deleteConfirm?.(record)}
        />
      ),
  };

  const onChange: TableProps<T>["onChange"] = (pagination, tableFilters, sorter, extra) => {
    tableProps.onChange(pagination, tableFilters, sorter, extra);
    if (extra.action === "sort") {
      const { columnKey, order } =
        (Array.isArray(sorter) ? sorter[0] : sorter) ?? ({} as SorterResult<T>);
      const field = columns.find((c) => c.key === columnKey)?.sortField;
      setSorters(field && order ? [{ field, order: order === "ascend" ? "asc" : "desc" }] : []);
    }
  };

  const { isError, isLoading, error, refetch } = tableQuery;
  const filtered = isFiltered(filters);
  const createAction = item?.create ? (
    <ButtonLink to={item.create} type="primary" icon={<PlusOutlined />}>
      {t("lists.actions.create")}
    </ButtonLink>
  ) : null;

  return (
    <Card styles={{ body: { padding: compact ? 12 : 24 } }}>
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: compact ? 20 : 24 }}>
          {t(`${resource}.titles.list`)}
        </Typography.Title>
        <Flex gap={8} wrap>
          {headerExtra}
          {createAction}
        </Flex>
      </Flex>
      {isViewResource(resource) && (
        <ViewTabs
          resource={resource}
          hiddenColumns={hidden}
          openedId={openedViewId}
          compact={compact}
        />
      )}
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        <Input.Search
          ref={searchBox}
          key={String(search ?? "")}
          allowClear
          defaultValue={typeof search === "string" ? search : ""}
          placeholder={t("lists.search.placeholder")}
          aria-label={t("lists.search.label")}
          aria-keyshortcuts={SHORTCUTS.search.keys.join(" ")}
          onSearch={(value) =>
            applyFilters([
              { field: SEARCH_FIELD, operator: "contains", value: value.trim() || undefined },
            ])
          }
          style={{ flex: "1 1 220px", maxWidth: 360 }}
        />
        <Flex gap={8} style={{ marginLeft: "auto" }}>
          {filtered && <Button onClick={clearFilters}>{t("lists.empty.clearFilters")}</Button>}
          {selectionActions?.({
            ids: selectedIds,
            nameOf: (id) => {
              const row = tableProps.dataSource?.find((record) => record._id === id);
              return row ? rowName(row) : id;
            },
            clear: () => setSelectedIds([]),
          })}
          {exportPath && (
            <ExportMenu
              listPath={exportPath}
              filters={filters}
              sorters={sorters}
              selectedIds={selectedIds}
              compact={compact}
            />
          )}
          <ColumnChooser columns={columns} hidden={hidden} onToggle={toggle} compact={compact} />
        </Flex>
      </Flex>
      {filterBar?.({ filters, applyFilters, rowsReadAt: tableQuery.dataUpdatedAt })}
      {keysRegion}
      <Table<T>
        ref={tableRef}
        {...tableProps}
        rowKey="_id"
        size={compact ? "small" : "middle"}
        dataSource={isError ? [] : tableProps.dataSource}
        // Only while the rows shown are an earlier query's (another page, sort or filter): a
        // list coming back into view, or told of a change, shows the rows it has at once and
        // reads them again behind them (docs/shell.md#24-pages-kept-as-they-were).
        loading={tableQuery.isPlaceholderData}
        columns={[
          ...columns.filter((c) => c.primary || !hidden.includes(c.key)).map(columnOf),
          actionsColumn,
        ]}
        onChange={onChange}
        onRow={rowProps}
        scroll={{ x: "max-content" }}
        rowSelection={{
          selectedRowKeys: selectedIds,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelectedIds(keys.map(String)),
          // Each row's checkbox is named after its row (axe label).
          getCheckboxProps: (record) =>
            ({ "aria-label": t("lists.selectRow", { name: rowName(record) }) }) as object,
          // The table copies the header into a hidden measuring row: that copy leaves the tab order.
          columnTitle: (checkbox) => <OutOfMeasureRow>{checkbox}</OutOfMeasureRow>,
        }}
        pagination={{
          ...tableProps.pagination,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
        }}
        locale={{
          emptyText: isError ? (
            <Suspense fallback={null}>
              <ListError message={error?.message} onRetry={() => refetch()} />
            </Suspense>
          ) : isLoading ? (
            <ListLoading />
          ) : (
            <ListEmpty
              filtered={filtered}
              onClearFilters={clearFilters}
              createAction={createAction}
            />
          ),
        }}
      />
    </Card>
  );
}
