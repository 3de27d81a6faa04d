import { CheckOutlined } from "@ant-design/icons";
import { useNavigation, useTranslate } from "@refinedev/core";
import { Badge, Button, Card, Flex, List, Switch, Typography } from "antd";
import { useId, useState } from "react";
import { Link } from "react-router";
import { INBOX_PAGE_SIZE } from "../../../domain/notifications";
import type { Notification } from "../../../domain/notifications.schema";
import { useFormat } from "../../format";
import { useCompact } from "../../layout/useCompact";
import { visuallyHidden } from "../../layout/visuallyHidden";
import { useInbox, useMarkRead, useNotificationText } from "./useNotifications";

/**
 * /inbox/index: the signed-in user's mentions and assignments, newest first, each linking to its
 * record; opening one marks it read, as does its own button, or all at once.
 */
export default function InboxPage() {
  const t = useTranslate();
  const format = useFormat();
  const compact = useCompact();
  const switchId = useId();
  const { showUrl } = useNavigation();
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const { inbox, loading } = useInbox({
    offset: (page - 1) * INBOX_PAGE_SIZE,
    limit: INBOX_PAGE_SIZE,
    unreadOnly,
  });
  const { mark, marking } = useMarkRead();
  const text = useNotificationText();
  const markQuietly = (id?: string) => void mark(id).catch(() => undefined);

  return (
    <Card styles={{ body: { padding: compact ? 12 : 24 } }}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: compact ? 20 : 24 }}>
          {t("notifications.titles.list")}
        </Typography.Title>
        <Flex align="center" gap={12} wrap>
          <Flex align="center" gap={8}>
            <Switch
              id={switchId}
              checked={unreadOnly}
              onChange={(checked) => {
                setUnreadOnly(checked);
                setPage(1);
              }}
            />
            <label htmlFor={switchId}>{t("notifications.showUnread")}</label>
          </Flex>
          <Button
            icon={<CheckOutlined />}
            disabled={!inbox?.unread}
            loading={marking}
            onClick={() => markQuietly()}
          >
            {t("notifications.markAllRead")}
          </Button>
        </Flex>
      </Flex>
      <List<Notification>
        loading={loading}
        dataSource={inbox?.items ?? []}
        locale={{ emptyText: t(unreadOnly ? "notifications.emptyUnread" : "notifications.empty") }}
        pagination={
          (inbox?.total ?? 0) > INBOX_PAGE_SIZE && {
            current: page,
            pageSize: INBOX_PAGE_SIZE,
            total: inbox?.total,
            onChange: setPage,
            showSizeChanger: false,
          }
        }
        renderItem={(item) => (
          <List.Item
            actions={
              item.readAt
                ? []
                : [
                    <Button key="read" type="link" onClick={() => markQuietly(item._id)}>
                      {t("notifications.markRead")}
                    </Button>,
                  ]
            }
          >
            <List.Item.Meta
              avatar={<Badge status={item.readAt ? "default" : "processing"} />}
              title={
                <Link
                  to={showUrl(item.resource, item.recordId)}
                  onClick={() => item.readAt || markQuietly(item._id)}
                  style={{ fontWeight: item.readAt ? 400 : 600 }}
                >
                  {text(item)}
                  {!item.readAt && (
                    <span style={visuallyHidden}> ({t("notifications.unread")})</span>
                  )}
                </Link>
              }
              description={
                <>
                  {item.excerpt && (
                    <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                      {item.excerpt}
                    </Typography.Paragraph>
                  )}
                  <Typography.Text type="secondary">{format.dateTime(item.at)}</Typography.Text>
                </>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
