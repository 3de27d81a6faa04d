import {
  type BaseRecord,
  type HttpError,
  useDataProvider,
  useTable as useTableCore,
  type useTableProps,
  useTranslate,
} from "@refinedev/core";
import type { TablePaginationConfig, TableProps } from "antd";
import { isValidElement, type ReactNode, useRef } from "react";
import { LIST_LIMIT_DEFAULT } from "../../domain/api";
import { useCompact } from "../layout/useCompact";
import { useMediaQuery } from "../layout/useMediaQuery";
import type { AppDataProvider } from "../providers/dataProvider";
import { PageJumpLink, PageLink, PageStepLink } from "./PageLink";

/** How many pages antd's "•••" moves (rc-pagination's, without showLessItems). */
const PAGER_JUMP = 5;

/**
 * Refine's table state (page, sort and filters kept in the address) with the antd Table props a
 * list spreads: its rows, its pagination (each page and each step a real link, the total beside it) and a page
 * change. In place of @refinedev/antd's useTable, whose Grid.useBreakpoint sets state each time its effects mount:
 * every time a kept list was shown again from its tab, the whole list rendered a second time
 * before its rows were painted (issue 13). Its search form, which lists do not use, goes too.
 */
export function useListTable<T extends BaseRecord>(props: useTableProps<T, HttpError, T>) {
  const t = useTranslate();
  const compact = useCompact();
  const table = useTableCore<T, HttpError, T>(props);
  const {
    currentPage,
    pageSize,
    sorters,
    filters,
    createLinkForSyncWithLocation,
    setCurrentPage,
    setPageSize,
  } = table;
  useFirstReadAhead(table.tableQuery.data === undefined, {
    resource: props.resource ?? "",
    pagination: { currentPage, pageSize, mode: props.pagination?.mode ?? "server" },
    sorters,
    filters,
  });
  // antd's `sm`: below it the pager is the short one, centred.
  const wide = useMediaQuery("(min-width: 576px)");

  // Refine lays the address's own query over the one it is given, page included: every page
  // linked to the page shown. Each page's link takes its own page back. A string, so the pager
  // stays the same from one render to the next while the address does.
  const here = createLinkForSyncWithLocation({
    pagination: { pageSize, currentPage },
    sorters,
    filters,
  });
  const itemRender: TablePaginationConfig["itemRender"] = (page, type, element) => {
    const to = here.replace(/([?&]currentPage=)\d+/, `$1${page}`);
    if (type === "page") return <PageLink to={to}>{`${page}`}</PageLink>;
    if (type === "prev" || type === "next") {
      const label = t(type === "prev" ? "lists.pager.previous" : "lists.pager.next");
      return <PageStepLink step={type} to={to} label={label} />;
    }
    if (type === "jump-prev" || type === "jump-next") {
      const label = t(type === "jump-prev" ? "lists.pager.jumpBack" : "lists.pager.jumpForward", {
        count: PAGER_JUMP,
      });
      return (
        <PageJumpLink to={to} label={label}>
          {isValidElement<{ children?: ReactNode }>(element) && element.props.children}
        </PageJumpLink>
      );
    }
    return element;
  };

  const pagination: TablePaginationConfig = {
    itemRender,
    pageSize,
    current: currentPage,
    simple: !wide,
    // Not following the window's width itself: antd's breakpoint hook would set state each time
    // the pager's effects mount, so every kept list shown again would render twice.
    responsive: false,
    position: wide ? ["bottomRight"] : ["bottomCenter"],
    total: table.tableQuery.data?.total,
    showTotal: compact ? undefined : (total) => t("lists.total", { count: total }),
  };
  const onChange: TableProps<T>["onChange"] = (page, _filters, _sorter, { action }) => {
    if (action !== "paginate") return;
    setCurrentPage(page.current ?? 1);
    setPageSize(page.pageSize ?? LIST_LIMIT_DEFAULT);
  };

  return {
    ...table,
    tableProps: {
      dataSource: table.tableQuery.data?.data,
      pagination,
      onChange,
      // Sortable headers say so with their arrows and aria-sort; a tooltip on each was one more
      // component rendered again whenever the list is shown again.
      showSorterTooltip: false,
    },
  };
}

/**
 * A list opened with no rows in the cache starts reading them as its page first renders, not
 * once it is on screen (react-query's fetch waits for the effects): the rows' request and the
 * page's first render overlap (issue 13). The page's query then takes that read.
 */
function useFirstReadAhead(noRows: boolean, read: Parameters<AppDataProvider["readListAhead"]>[0]) {
  const dataProvider = useDataProvider()() as AppDataProvider;
  const started = useRef(false);
  if (started.current) return;
  started.current = true;
  if (noRows) dataProvider.readListAhead(read).catch(() => undefined);
}
