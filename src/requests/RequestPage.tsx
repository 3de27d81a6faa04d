import { type HttpError, useShow, useTranslate } from "@refinedev/core";
import { Flex } from "antd";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import type { QueueResource } from "../../domain/queue";
import { ShowPage } from "../forms";
import { useRecordTitle } from "../layout/ShellState";
import { AssignmentPanel } from "./assignment";
import { useReadWithRecord } from "./recordWork";

type Props<T> = {
  /** The Refine resource; its `<resource>.recordTitle` names the page. */
  resource: QueueResource;
  /** The line under the title: who asked, and for what. */
  heading: (record: T) => ReactNode;
  /** The page's sections, once the record is read; `reload` reads it again after a write. */
  children: (record: T, reload: () => void) => ReactNode;
  /** What can be done to the record (its status moves), beside Back. */
  actions?: (record: T, reload: () => void) => ReactNode;
};

/**
 * The frame of every request-like record page (order requests, orders, rent and event requests):
 * the record read from the address's id, named by its number in the title, the tab and the
 * breadcrumb, and its sections stacked below.
 */
export function RequestPage<T extends { _id: string; number: number; version: number }>({
  resource,
  heading,
  children,
  actions,
}: Props<T>) {
  const t = useTranslate();
  const { id = "" } = useParams();
  const { query, result: record } = useShow<T, HttpError>({ resource, id });
  // The tab and breadcrumb name the record by its number, not its id.
  useRecordTitle(record && `#${record.number}`);
  const reload = () => void query.refetch();
  useReadWithRecord(id, record?.version, query.dataUpdatedAt);

  return (
    <ShowPage
      resource={resource}
      id={id}
      query={query}
      title={record && t(`${resource}.recordTitle`, { number: record.number })}
      heading={record && heading(record)}
      actions={record && actions?.(record, reload)}
    >
      {record && (
        <Flex vertical gap={24}>
          <AssignmentPanel
            resource={resource}
            id={record._id}
            version={record.version}
            recordName={t(`${resource}.recordTitle`, { number: record.number })}
          />
          {children(record, reload)}
        </Flex>
      )}
    </ShowPage>
  );
}
