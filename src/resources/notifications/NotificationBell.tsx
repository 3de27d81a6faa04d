import { BellOutlined } from "@ant-design/icons";
import { useCan, useNavigation, useTranslate } from "@refinedev/core";
import { Badge, Button, Flex, List, Popover, Typography } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { useFormat } from "../../format";
import { useInbox, useMarkRead, useNotificationText, useUnreadCount } from "./useNotifications";

const LATEST = 5;
const INBOX_PATH = "/inbox/index";

/** The latest unread notifications, each a link to its record, and the way to the inbox. */
function Latest({ close }: { close: () => void }) {
  const t = useTranslate();
  const format = useFormat();
  const { showUrl } = useNavigation();
  const { inbox, loading } = useInbox({ offset: 0, limit: LATEST, unreadOnly: true });
  const { mark } = useMarkRead();
  const text = useNotificationText();
  return (
    <Flex vertical gap={8} style={{ width: 320, maxWidth: "80vw" }}>
      <List
        size="small"
        loading={loading}
        dataSource={inbox?.items ?? []}
        locale={{ emptyText: t("notifications.emptyUnread") }}
        renderItem={(item) => (
          <List.Item>
            <List.Item.Meta
              title={
                <Link
                  to={showUrl(item.resource, item.recordId)}
                  onClick={() => {
                    void mark(item._id).catch(() => undefined);
                    close();
                  }}
                >
                  {text(item)}
                </Link>
              }
              description={
                <Typography.Text type="secondary">{format.dateTime(item.at)}</Typography.Text>
              }
            />
          </List.Item>
        )}
      />
      <Link to={INBOX_PATH} onClick={close}>
        {t("notifications.seeAll")}
      </Link>
    </Flex>
  );
}

/**
 * The top bar's bell, for whoever may open the inbox (a seller once its payment account is
 * linked, docs/access.md#payment-account): the unread count, live; it opens the latest and leads
 * to the inbox.
 */
export function NotificationBell() {
  const { data } = useCan({ resource: "notifications", action: "list" });
  return data?.can ? <Bell /> : null;
}

function Bell() {
  const t = useTranslate();
  const unread = useUnreadCount();
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      // On a phone the bell sits mid-bar: right-aligned under it, the list ran off the screen's
      // left edge, cut. Slid sideways instead, it stays whole on screen.
      align={{ overflow: { adjustX: true, adjustY: true, shiftX: true } }}
      title={t("notifications.latest")}
      content={open && <Latest close={() => setOpen(false)} />}
    >
      <Badge count={unread} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          icon={<BellOutlined />}
          aria-label={
            unread ? t("notifications.bellUnread", { count: unread }) : t("notifications.bell")
          }
          aria-haspopup="dialog"
          aria-expanded={open}
        />
      </Badge>
    </Popover>
  );
}
