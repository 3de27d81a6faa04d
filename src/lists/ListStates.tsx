import { useTranslate } from "@refinedev/core";
import { Button, Empty, Skeleton } from "antd";
import type { ReactNode } from "react";

/** The first load: the shape of rows to come, never a blank page. */
export const ListLoading = () => <Skeleton active paragraph={{ rows: 6 }} title={false} />;

type EmptyProps = { filtered: boolean; onClearFilters: () => void; createAction?: ReactNode };

/** No rows: either nothing matches the filters (clear them), or there is nothing yet (create one). */
export function ListEmpty({ filtered, onClearFilters, createAction }: EmptyProps) {
  const t = useTranslate();
  return filtered ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("lists.empty.noMatch")}>
      <Button onClick={onClearFilters}>{t("lists.empty.clearFilters")}</Button>
    </Empty>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("lists.empty.nothing")}>
      {createAction}
    </Empty>
  );
}
