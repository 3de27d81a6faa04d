import { MenuFoldOutlined, MenuUnfoldOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Layout } from "antd";
import { NotificationBell } from "../resources/notifications/NotificationBell";
import { LanguageSelect } from "./LanguageSelect";
import { PageBreadcrumb } from "./PageBreadcrumb";
import type { ShellPage } from "./shellPages";
import { palette, TOP_BAR_HEIGHT } from "./theme";
import { UserMenu } from "./UserMenu";

type Props = {
  page: ShellPage | undefined;
  /** The page's full title (its last crumb). */
  title: string | undefined;
  menuOpen: boolean;
  onToggleMenu: () => void;
  compact: boolean;
};

/**
 * The 50px bar (docs/shell.md#1-frame, docs/shell.md#6-mobile-top-bar, docs/shell.md#10-breadcrumb): menu toggle, where you are, language and the user
 * menu; on a phone the right side keeps only the language and a compact user menu.
 */
export function TopBar({ page, title, menuOpen, onToggleMenu, compact }: Props) {
  const t = useTranslate();
  return (
    <Layout.Header
      style={{
        display: "flex",
        alignItems: "center",
        gap: compact ? 8 : 12,
        height: TOP_BAR_HEIGHT,
        lineHeight: `${TOP_BAR_HEIGHT}px`,
        borderBottom: "1px solid rgba(0, 0, 0, 0.08)",
        background: palette.white,
      }}
    >
      <Button
        type="text"
        icon={menuOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        aria-label={t(menuOpen ? "common.sidebar.collapse" : "common.sidebar.expand")}
        aria-expanded={menuOpen}
        onClick={onToggleMenu}
      />
      <PageBreadcrumb page={page} title={title} compact={compact} />
      <NotificationBell />
      <LanguageSelect />
      <UserMenu compact={compact} />
    </Layout.Header>
  );
}
