import { Show } from "@refinedev/antd";
import type { BaseRecord, HttpError, useShow } from "@refinedev/core";
import { Flex } from "antd";
import type { ReactNode } from "react";
import { RecordError } from "./parts";

type Props<T extends BaseRecord> = {
  query: ReturnType<typeof useShow<T, HttpError>>["query"];
  /** "Order #1042" once the record is read, the page's title until then. */
  title: string;
  children: (record: T) => ReactNode;
};

/**
 * The frame of a read-only record page: Refine's Show header (title, back, list and refresh
 * buttons; the top bar carries the breadcrumb) and the record's sections once loaded.
 */
export function RecordShow<T extends BaseRecord>({ query, title, children }: Props<T>) {
  const record = query.data?.data;
  return (
    <Show title={title} isLoading={query.isLoading} breadcrumb={false}>
      {query.isError ? (
        <RecordError error={query.error} onRetry={() => query.refetch()} />
      ) : (
        record && (
          <Flex vertical gap={16}>
            {children(record)}
          </Flex>
        )
      )}
    </Show>
  );
}
