import {
  DashboardOutlined,
  HistoryOutlined,
  LockOutlined,
  LogoutOutlined,
  UserOutlined,
} from "@ant-design/icons";
import { useGetIdentity, useLogout, useTranslate } from "@refinedev/core";
import { Button, Dropdown, type MenuProps, Typography } from "antd";
import { Link } from "react-router";
import { CHANGE_PASSWORD_PATH } from "../account";
import { useLogsPath } from "../lists/recordLog";
import type { Identity, LogoutParams } from "../providers/authProvider";
import { useResources } from "../resources/useResources";
import { IdentityAvatar } from "./IdentityAvatar";
import { CLICK_MENU_TRANSITION } from "./theme";
import { useUnsavedChanges } from "./unsaved/UnsavedChanges";

/** Who is signed in (name and type), with the way home, to their profile and password, and out. */
export function UserMenu({ compact }: { compact: boolean }) {
  const t = useTranslate();
  const { data: identity } = useGetIdentity<Identity>();
  const { mutate: logout } = useLogout<LogoutParams>();
  const { confirmDrop } = useUnsavedChanges();
  const resources = useResources();
  const profilePath = resources.find(({ name }) => name === "profile")?.list;
  const logsPath = useLogsPath();
  if (!identity) return null;

  const userType = t(`common.userTypes.${identity.userType}`);
  const items: MenuProps["items"] = [
    ...(compact
      ? [{ key: "identity", type: "group" as const, label: `${identity.name} · ${userType}` }]
      : []),
    {
      key: "dashboard",
      icon: <DashboardOutlined />,
      label: <Link to="/">{t("common.userMenu.dashboard")}</Link>,
    },
    ...(typeof profilePath === "string"
      ? [
          {
            key: "profile",
            icon: <UserOutlined />,
            label: <Link to={profilePath}>{t("common.userMenu.profile")}</Link>,
          },
        ]
      : []),
    {
      key: "change-password",
      icon: <LockOutlined />,
      label: <Link to={CHANGE_PASSWORD_PATH}>{t("common.userMenu.changePassword")}</Link>,
    },
    ...(logsPath
      ? [
          {
            key: "logs",
            icon: <HistoryOutlined />,
            label: <Link to={logsPath}>{t("logs.userMenu")}</Link>,
          },
        ]
      : []),
    { type: "divider" },
    {
      key: "logout",
      icon: <LogoutOutlined />,
      label: t("common.userMenu.logout"),
      // Signing out drops every cached page: unsaved input anywhere is lost.
      onClick: () => confirmDrop("all", () => logout({ signingOut: true })),
    },
  ];

  return (
    <Dropdown
      menu={{ items }}
      trigger={["click"]}
      placement="bottomRight"
      transitionName={CLICK_MENU_TRANSITION}
    >
      <Button
        type="text"
        style={{ height: 42, paddingInline: 6 }}
        // On a phone only the avatar shows: the name and type are then its label. Elsewhere the
        // visible text is the name (axe label-content-name-mismatch).
        aria-label={compact ? `${identity.name}, ${userType}` : undefined}
      >
        <IdentityAvatar name={identity.name} picture={identity.avatar} />
        {!compact && (
          <span
            style={{
              display: "flex",
              flexDirection: "column",
              alignItems: "flex-start",
              lineHeight: 1.2,
            }}
          >
            <Typography.Text strong>{identity.name}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {userType}
            </Typography.Text>
          </span>
        )}
      </Button>
    </Dropdown>
  );
}
