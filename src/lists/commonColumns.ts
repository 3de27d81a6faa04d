import { useTranslate } from "@refinedev/core";
import { useFormat } from "../format";
import type { ListColumn } from "./types";

/**
 * Columns many lists share, labelled by the resource's own `<resource>.fields.*`: how many
 * products use the record, and when it was created (sortable, filtered by whole days).
 */
export function useCommonColumns(resource: string) {
  const t = useTranslate();
  const format = useFormat();
  return {
    productCount: <T extends { productCount: number }>(): ListColumn<T> => ({
      key: "productCount",
      title: t(`${resource}.fields.productCount`),
      align: "right",
      sortField: "productCount",
      render: (record) => record.productCount,
    }),
    createdAt: <T extends { createdAt: string }>(): ListColumn<T> => ({
      key: "createdAt",
      title: t(`${resource}.fields.createdAt`),
      sortField: "createdAt",
      filter: { kind: "dateRange" },
      render: (record) => format.date(record.createdAt),
    }),
  };
}
