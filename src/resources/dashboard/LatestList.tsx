import { useNavigation, useTranslate } from "@refinedev/core";
import { Card, Empty, List, Tag, Typography } from "antd";
import { Link } from "react-router";
import { formatDay } from "./formats";

export type LatestItem = {
  _id: string;
  number: number;
  customerName: string;
  createdAt: string;
  status: string;
  /** What it is about: a product, a rent model. */
  about: string;
};

type Props = {
  title: string;
  resource: "orderRequests" | "rentRequests";
  /** Namespace of its status labels in `statuses`. */
  statuses: "orderRequest" | "request";
  items: readonly LatestItem[];
};

/** The latest arrivals of one kind, each linked to its page (or its list, when it has none). */
export function LatestList({ title, resource, statuses, items }: Props) {
  const t = useTranslate();
  const { showUrl, listUrl } = useNavigation();
  const linkOf = (id: string) => showUrl(resource, id) || listUrl(resource);
  const all = listUrl(resource);
  return (
    <Card
      size="small"
      title={title}
      extra={all ? <Link to={all}>{t("dashboard.latest.all")}</Link> : null}
      style={{ height: "100%" }}
    >
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("dashboard.latest.empty")} />
      ) : (
        <List
          size="small"
          dataSource={[...items]}
          renderItem={(item) => {
            const to = linkOf(item._id);
            const label = t("dashboard.latest.number", { number: item.number });
            return (
              <List.Item extra={<Tag>{t(`statuses.${statuses}.${item.status}`)}</Tag>}>
                <List.Item.Meta
                  title={to ? <Link to={to}>{label}</Link> : label}
                  description={
                    <Typography.Text type="secondary">
                      {item.customerName} · {item.about} · {formatDay(item.createdAt)}
                    </Typography.Text>
                  }
                />
              </List.Item>
            );
          }}
        />
      )}
    </Card>
  );
}
