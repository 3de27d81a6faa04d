import { useCustom, useSubscription, useTranslate } from "@refinedev/core";
import { Alert, Card, Flex, Skeleton, Statistic } from "antd";
import { Link } from "react-router";
import { resourceChannel } from "../../../domain/live";
import { STOCK_LEVELS, type StockLevel } from "../../../domain/stock";
import type { StockCounts } from "../../../domain/stock.schema";
import { useFilteredListUrl } from "../../lists";
import { useReadAgainAfterChanges } from "./CompletenessCard";

const COUNTS_PATH = "/stock/counts";

/**
 * Products out of stock and low on stock (docs/stock.md), each count a link to the products list
 * filtered on it, read again whenever a product changes (every stock movement announces it). A
 * seller counts its own products.
 */
export function StockCard() {
  const t = useTranslate();
  const filteredListUrl = useFilteredListUrl();
  const readAgain = useReadAgainAfterChanges(COUNTS_PATH);
  useSubscription({ channel: resourceChannel("products"), types: ["*"], onLiveEvent: readAgain });
  const { query } = useCustom<StockCounts>({
    url: COUNTS_PATH,
    method: "get",
    queryOptions: { staleTime: 0, retry: false },
  });
  const { isPending, isError } = query;
  const data = query.data?.data;
  const title = t("products.stock.card.title");
  if (isPending) {
    return (
      <Card
        size="small"
        title={title}
        role="status"
        aria-busy="true"
        aria-label={t("products.stock.card.loading")}
      >
        <Skeleton active paragraph={{ rows: 1 }} />
      </Card>
    );
  }
  if (isError || !data)
    return <Alert type="error" showIcon message={t("products.stock.card.error")} />;
  const figure = (level: StockLevel) => {
    const label = t(`products.stock.card.${level}`);
    return (
      <Link
        key={level}
        to={filteredListUrl("products", [{ field: "stock", operator: "eq", value: level }])}
      >
        <Statistic title={label} value={data[level]} />
      </Link>
    );
  };
  return (
    <Card size="small" title={title}>
      <Flex gap={32} wrap>
        {STOCK_LEVELS.map(figure)}
      </Flex>
    </Card>
  );
}
