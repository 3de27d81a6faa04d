import { type TreeMenuItem, useGetIdentity, useMenu, useTranslate } from "@refinedev/core";
import { Menu, type MenuProps } from "antd";
import { Link } from "react-router";
import type { UserType } from "../../domain/userTypes";
import type { Identity } from "../providers/authProvider";
import { isOpenTo } from "../resources/definition";
import { brandFont, palette, TOP_BAR_HEIGHT } from "./theme";

type MenuItems = NonNullable<MenuProps["items"]>;

// Entries follow the registry order; each shows only when its userTypes contain the user's type (seed §6).
const toMenuItems = (items: TreeMenuItem[], userType: UserType): MenuItems =>
  items.flatMap((item): MenuItems => {
    if (item.children.length > 0) {
      const children = toMenuItems(item.children, userType);
      return children.length > 0
        ? [{ key: item.key, icon: item.icon, label: item.label, children }]
        : [];
    }
    if (!isOpenTo(item.meta, userType) || !item.route) return [];
    return [{ key: item.key, icon: item.icon, label: <Link to={item.route}>{item.label}</Link> }];
  });

/** The brand and the resource menu, black with white text and the active entry in gold (seed §9). */
export function Sidebar({ collapsed }: { collapsed: boolean }) {
  const t = useTranslate();
  const { menuItems, selectedKey, defaultOpenKeys } = useMenu();
  const { data: identity } = useGetIdentity<Identity>();

  return (
    <nav aria-label={t("common.sidebar.label")}>
      <Link
        to="/"
        style={{
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          height: TOP_BAR_HEIGHT,
          color: palette.gold,
          fontFamily: brandFont,
          fontSize: collapsed ? 18 : 15,
          letterSpacing: collapsed ? "0.05em" : "0.22em",
          textTransform: "uppercase",
          whiteSpace: "nowrap",
          overflow: "hidden",
          borderBottom: `1px solid ${palette.subMenu}`,
        }}
      >
        {collapsed ? t("common.appMonogram") : t("common.appShortName")}
      </Link>
      <Menu
        theme="dark"
        mode="inline"
        inlineCollapsed={collapsed}
        selectedKeys={[selectedKey]}
        defaultOpenKeys={defaultOpenKeys}
        items={identity ? toMenuItems(menuItems, identity.userType) : []}
        style={{ borderInlineEnd: "none" }}
      />
    </nav>
  );
}
