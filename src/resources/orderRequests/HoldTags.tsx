import { useTranslate } from "@refinedev/core";
import { Tag } from "antd";

type Props = { expired?: boolean; paidWithoutStock?: boolean };

/**
 * What a request's quote says beside its status (docs/stock.md#quote-holds): Expired, or paid
 * without stock.
 */
export function HoldTags({ expired = false, paidWithoutStock = false }: Props) {
  const t = useTranslate();
  return (
    <>
      {expired && <Tag color="red">{t("orderRequests.expired")}</Tag>}
      {paidWithoutStock && <Tag color="volcano">{t("orderRequests.paidWithoutStock.tag")}</Tag>}
    </>
  );
}
