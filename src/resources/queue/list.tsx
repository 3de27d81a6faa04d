import { useNavigation, useTranslate } from "@refinedev/core";
import { Card, Flex, Radio, Table, Tag, Typography } from "antd";
import type { ColumnType } from "antd/es/table";
import { useId } from "react";
import { Link, useLocation } from "react-router";
import { LIST_LIMIT_DEFAULT } from "../../../domain/api";
import type { QueueItem } from "../../../domain/queue.schema";
import { useCompact } from "../../layout/useCompact";
import { useListTable } from "../../lists";
import { PresenceAvatars } from "../../presence/PresenceAvatars";
import { useRowsPresence } from "../../presence/store";
import { AssignControls, STATUS_KIND } from "../../requests/assignment";
import { StatusTag } from "../../requests/StatusTag";
import { useListKeys } from "../../shortcuts";
import { ageOf, limitOf } from "./age";

type Show = "all" | "me" | "none";
type Order = "asc" | "desc";

/** Sending a quote or an offer is named by the status it reaches; the rest are the moves' names. */
const SENDING = new Set(["quotationSent", "offerSent"]);
const NO_ROWS: readonly QueueItem[] = [];

/**
 * /queue: everything waiting for someone, the requests paid without stock first (the server
 * puts them there), then the longest waiting first, with whose work each is and what comes next. Live: any change to a waiting record, anywhere, reads it again.
 */
export default function QueueList() {
  const t = useTranslate();
  const compact = useCompact();
  // Each group's radios share a name: the arrow keys then move between them.
  const ids = useId();
  const { showUrl } = useNavigation();
  const { tableProps, tableQuery, filters, setFilters, sorters, setSorters, setCurrentPage } =
    useListTable<QueueItem>({
      resource: "queue",
      syncWithLocation: true,
      pagination: { pageSize: LIST_LIMIT_DEFAULT },
      sorters: { initial: [{ field: "waitingSince", order: "asc" }] },
      // Ages grow while the page is open: read them again every minute.
      queryOptions: { refetchInterval: 60_000 },
    });

  const assignee = filters.find((f) => "field" in f && f.field === "assignee")?.value;
  const show: Show = assignee === "me" || assignee === "none" ? assignee : "all";
  const order: Order = sorters[0]?.order === "desc" ? "desc" : "asc";
  const now = tableQuery.dataUpdatedAt || Date.now();
  // The record's Back returns here, to this filter and page.
  const location = useLocation();
  const from = { from: `${location.pathname}${location.search}` };

  const recordName = (item: QueueItem) =>
    t(`${item.resource}.recordTitle`, { number: item.number });
  const actionName = (item: QueueItem, action: string) =>
    SENDING.has(action)
      ? t(`queue.actions.${action}`)
      : t(`work.moves.${STATUS_KIND[item.resource]}.${action}`);

  const rows = (tableQuery.isError ? undefined : tableProps.dataSource) ?? NO_ROWS;
  const presentOn = useRowsPresence(
    rows.map((row) => ({ resource: row.resource, id: row.recordId })),
  );
  const othersOn = (item: QueueItem) => presentOn({ resource: item.resource, id: item.recordId });
  const {
    table: tableRef,
    rowProps,
    region: keysRegion,
  } = useListKeys<QueueItem>({
    resource: "queue",
    rows,
    rowName: recordName,
    recordUrl: (id) => {
      const item = rows.find((row) => row._id === id);
      return item && showUrl(item.resource, item.recordId);
    },
    editUrl: () => undefined,
    openState: from,
    presentOn: othersOn,
  });

  const cells = {
    what: (item: QueueItem) => (
      <Flex vertical gap={4} align="start">
        <Link to={showUrl(item.resource, item.recordId)} state={from}>
          {recordName(item)}
        </Link>
        <StatusTag kind={STATUS_KIND[item.resource]} status={item.status} />
        <PresenceAvatars users={othersOn(item)} size="small" />
        {item.paidWithoutStock && (
          <Tag color="volcano" style={{ marginInlineEnd: 0 }}>
            {t("queue.paidWithoutStock")}
          </Tag>
        )}
      </Flex>
    ),
    customer: (item: QueueItem) => item.customerName,
    age: (item: QueueItem) => {
      const age = ageOf(item.waitingSince, now);
      const limit = limitOf(item.limit);
      return (
        <Flex vertical gap={4} align="start">
          <Typography.Text strong={item.late}>
            {t(`queue.age.${age.unit}`, { count: age.count })}
          </Typography.Text>
          {item.late && (
            <Tag color="error" style={{ marginInlineEnd: 0 }}>
              {t("queue.late", { limit: t(limit.key, { count: limit.count }) })}
            </Tag>
          )}
        </Flex>
      );
    },
    assignee: (item: QueueItem) => (
      <Flex vertical gap={6} align="start">
        <Typography.Text type={item.assignee ? undefined : "secondary"}>
          {item.assignee?.fullName ?? t("queue.nobody")}
        </Typography.Text>
        <AssignControls
          resource={item.resource}
          id={item.recordId}
          assignee={item.assignee}
          recordName={recordName(item)}
        />
      </Flex>
    ),
    next: (item: QueueItem) => (
      <Flex vertical={!compact} wrap gap={compact ? 12 : 2} align="start">
        {item.nextActions.map((action) => (
          <Link
            key={action}
            to={showUrl(item.resource, item.recordId)}
            state={from}
            aria-label={t("queue.nextLabel", {
              action: actionName(item, action),
              record: recordName(item),
            })}
          >
            {actionName(item, action)}
          </Link>
        ))}
      </Flex>
    ),
  };
  const parts = ["what", "customer", "age", "assignee", "next"] as const;
  // On a phone each record is one cell, its parts stacked, so nothing hides off to the right.
  const columns: ColumnType<QueueItem>[] = compact
    ? [
        {
          key: "record",
          title: t("queue.fields.what"),
          render: (_, item) => (
            <Flex vertical gap={8}>
              {parts.map((key) => (
                <div key={key}>{cells[key](item)}</div>
              ))}
            </Flex>
          ),
        },
      ]
    : parts.map((key) => ({
        key,
        title: t(`queue.fields.${key}`),
        render: (_, item) => cells[key](item),
      }));

  return (
    <Card styles={{ body: { padding: compact ? 12 : 24 } }}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: compact ? 20 : 24 }}>
        {t("queue.titles.list")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("queue.intro")}</Typography.Paragraph>
      <Flex gap={16} wrap align="center" style={{ marginBottom: 12 }}>
        <div role="radiogroup" aria-label={t("queue.filters.label")}>
          <Radio.Group
            name={`${ids}-show`}
            optionType="button"
            value={show}
            onChange={(event) => {
              const value = event.target.value as Show;
              setFilters([
                { field: "assignee", operator: "eq", value: value === "all" ? undefined : value },
              ]);
              setCurrentPage(1);
            }}
            options={[
              { value: "all", label: t("queue.filters.all") },
              { value: "me", label: t("queue.filters.mine") },
              { value: "none", label: t("queue.filters.unassigned") },
            ]}
          />
        </div>
        <div role="radiogroup" aria-label={t("queue.sort.label")}>
          <Radio.Group
            name={`${ids}-order`}
            optionType="button"
            value={order}
            onChange={(event) => {
              setSorters([{ field: "waitingSince", order: event.target.value as Order }]);
              setCurrentPage(1);
            }}
            options={[
              { value: "asc", label: t("queue.sort.oldest") },
              { value: "desc", label: t("queue.sort.newest") },
            ]}
          />
        </div>
      </Flex>
      {keysRegion}
      <Table<QueueItem>
        {...tableProps}
        ref={tableRef}
        onRow={rowProps}
        rowKey="_id"
        size={compact ? "small" : "middle"}
        columns={columns}
        // A first read or another page: a spinner; a background re-read (live, every minute): none.
        loading={tableQuery.isLoading || tableQuery.isPlaceholderData}
        scroll={compact ? undefined : { x: "max-content" }}
        locale={{ emptyText: t("queue.empty") }}
      />
    </Card>
  );
}
