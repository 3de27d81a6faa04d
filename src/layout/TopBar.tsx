import { MenuFoldOutlined, MenuUnfoldOutlined } from "@ant-design/icons";
import { useResourceParams, useTranslate } from "@refinedev/core";
import { Breadcrumb, Button, Layout } from "antd";
import { Link, useLocation } from "react-router";
import { accountPages } from "../account";
import { LanguageSelect } from "./LanguageSelect";
import { palette, TOP_BAR_HEIGHT } from "./theme";
import { UserMenu } from "./UserMenu";
import { useDocumentTitle } from "./useDocumentTitle";

type Props = { menuOpen: boolean; onToggleMenu: () => void; compact: boolean };

/** The 50px bar: menu toggle, where you are, language, and the user menu (seed §2). */
export function TopBar({ menuOpen, onToggleMenu, compact }: Props) {
  const t = useTranslate();
  const { resource, action } = useResourceParams();
  const { pathname } = useLocation();
  const accountPage = accountPages.find(({ path }) => path === pathname);
  const title =
    resource && action
      ? t(`${resource.name}.titles.${action}`)
      : accountPage && t(accountPage.title);
  useDocumentTitle(title);

  const crumbs = [
    ...(resource?.name === "dashboard"
      ? []
      : [{ title: <Link to="/">{t("dashboard.dashboard")}</Link> }]),
    ...(title ? [{ title }] : []),
  ];

  return (
    <Layout.Header
      style={{
        display: "flex",
        alignItems: "center",
        gap: 12,
        height: TOP_BAR_HEIGHT,
        lineHeight: `${TOP_BAR_HEIGHT}px`,
        borderBottom: `1px solid rgba(0, 0, 0, 0.08)`,
        background: palette.white,
        position: "sticky",
        top: 0,
        zIndex: 10,
      }}
    >
      <Button
        type="text"
        icon={menuOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        aria-label={t(menuOpen ? "common.sidebar.collapse" : "common.sidebar.expand")}
        aria-expanded={menuOpen}
        onClick={onToggleMenu}
      />
      {/* A phone has room for where you are, not for the way there. */}
      <Breadcrumb
        items={compact ? crumbs.slice(-1) : crumbs}
        style={{ flex: 1, minWidth: 0, whiteSpace: "nowrap", overflow: "hidden" }}
      />
      <LanguageSelect />
      <UserMenu compact={compact} />
    </Layout.Header>
  );
}
