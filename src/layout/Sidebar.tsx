import { type TreeMenuItem, useMenu, usePermissions, useTranslate } from "@refinedev/core";
import { Menu } from "antd";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { denialOf } from "../providers/accessControl";
import type { Permissions } from "../providers/authProvider";
import { useAfterFirstPaint } from "./afterNextPaint";
import { CounterBadge, GroupTotal, OpenGroups } from "./sidebar/CounterBadge";
import { CURRENT_ENTRY_CSS, CurrentEntry, MENU_CLASS } from "./sidebar/currentEntry";
import { ancestorsOf, menuShape, toMenuItems } from "./sidebar/menuItems";
import { brandFont, palette, TOP_BAR_HEIGHT } from "./theme";

/**
 * The brand and the resource menu (docs/shell.md): black with white text and the active
 * entry in gold, sub-menus dark reddish-brown (all antd tokens, layout/theme.ts). The entry of
 * the current page's resource is active, also on its create, edit and show pages, and the
 * groups around it open; others the user opened stay open.
 */
export function Sidebar({ collapsed }: { collapsed: boolean }) {
  const t = useTranslate();

  return (
    <nav aria-label={t("common.sidebar.label")}>
      <style>{CURRENT_ENTRY_CSS}</style>
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
      <SidebarEntries collapsed={collapsed} />
    </nav>
  );
}

// The collapsed rail opens no group inline: each title keeps its total.
const NO_GROUPS: readonly string[] = [];

let offPage: HTMLElement | undefined;
/**
 * Where the expanded menu draws its groups' fly-outs: an element outside the document. An inline
 * menu never opens them, yet forceSubMenuRender draws each closed group's entries there as well as
 * in the group, under the same ids (rc-menu's `<uuid>-<group>-popup`): every signed-in page held
 * duplicate ids (issue 47). The collapsed rail opens them, so it keeps antd's place for them.
 */
const outsideThePage = () => {
  offPage ??= document.createElement("div");
  return offPage;
};

/**
 * The entries are in the shell's first frame (docs/shell.md#7-entries): what is on screen then
 * (the groups, the open group's entries, the totals) renders at once, and only the closed groups'
 * hidden entries come in the frame after: with them, all seventy entries were ~50 ms of the
 * shell's first render (issue 13).
 */
function SidebarEntries({ collapsed }: { collapsed: boolean }) {
  const { menuItems, selectedKey } = useMenu();
  const closedGroupsDrawn = useAfterFirstPaint();
  const { data: permissions } = usePermissions<Permissions>({});
  const activeGroups = ancestorsOf(menuItems, selectedKey);
  const [opened, setOpened] = useState<string[]>(activeGroups);
  // Compared by content: Refine hands a new menu tree on most renders.
  const [shownGroups, setShownGroups] = useState(activeGroups.join("\n"));
  if (shownGroups !== activeGroups.join("\n")) {
    setShownGroups(activeGroups.join("\n"));
    setOpened((keys) =>
      activeGroups.every((key) => keys.includes(key)) ? keys : [...keys, ...activeGroups],
    );
  }

  const shape = menuShape(menuItems);
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the tree's shape changes, not its identity.
  const items = useMemo(
    () =>
      permissions
        ? toMenuItems(
            menuItems,
            (item: TreeMenuItem) => denialOf(item.meta, permissions) !== "userType",
            (counter) => <CounterBadge counter={counter} />,
            (group, counters) => <GroupTotal group={group} counters={counters} />,
          )
        : [],
    [shape, permissions],
  );

  // The same element while entries, width and open groups stay: a navigation renders none of the
  // menu again, only the two entries whose current mark changed (CurrentEntry; issue 13).
  const menu = useMemo(
    () => (
      <Menu
        theme="dark"
        mode="inline"
        inlineCollapsed={collapsed}
        rootClassName={MENU_CLASS}
        // The page's entry is marked by CurrentEntry, not by antd's selection.
        selectable={false}
        // A collapsed rail opens its groups as fly-outs on hover, not inline.
        {...(collapsed ? {} : { openKeys: opened, onOpenChange: setOpened })}
        items={items}
        // Closed groups still render their entries: every badge is in the page, live.
        forceSubMenuRender={closedGroupsDrawn}
        getPopupContainer={collapsed ? undefined : outsideThePage}
        // antd's 24 px per level cut the group entries' labels at 210 px.
        inlineIndent={16}
        style={{ borderInlineEnd: "none" }}
      />
    ),
    [collapsed, opened, items, closedGroupsDrawn],
  );

  return (
    <OpenGroups.Provider value={collapsed ? NO_GROUPS : opened}>
      <CurrentEntry entryKey={selectedKey}>{menu}</CurrentEntry>
    </OpenGroups.Provider>
  );
}
