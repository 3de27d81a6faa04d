import { useTranslate } from "@refinedev/core";
import { Typography } from "antd";
import type { AccountHoldings } from "../../domain/users.schema";

/**
 * What an account holds, in a line: the counts that are not zero and the shop, or "nothing" when
 * deleting it removes it (docs/access.md#deleting-people).
 */
export function Holdings({ holdings }: { holdings: AccountHoldings }) {
  const t = useTranslate();
  if (holdings.outcome === "remove") {
    return (
      <Typography.Text type="secondary">{t("deletionRequests.holdings.nothing")}</Typography.Text>
    );
  }
  const counts = (
    ["orders", "orderRequests", "openRequests", "products", "coupons", "auditEntries"] as const
  )
    .filter((kind) => holdings[kind] > 0)
    .map((kind) => t(`deletionRequests.holdings.${kind}`, { count: holdings[kind] }));
  if (holdings.shop) counts.push(t("deletionRequests.holdings.shop", { name: holdings.shop.name }));
  return <span>{counts.join(" · ")}</span>;
}
