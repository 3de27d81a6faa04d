import type { TreeMenuItem } from "@refinedev/core";
import type { MenuProps } from "antd";
import type { ReactNode } from "react";
import { LIVE_COUNTERS, type LiveCounter } from "../../../domain/live";
import { listSortOf } from "../../lists/firstPage";
import { MenuEntryLink, MenuGroupLabel } from "./currentEntry";

type MenuItems = NonNullable<MenuProps["items"]>;

const isCounter = (name: string): name is LiveCounter => name in LIVE_COUNTERS;

/**
 * Menu entries from Refine's resource tree (docs/shell.md#7-entries): registry order, only those the
 * user may open, a group with a single visible entry replaced by that entry, a group with none
 * left out. `badge` draws a counter beside the entries that have one, `groupBadge` one beside a
 * group's title for the counters of its entries.
 */
export const toMenuItems = (
  items: readonly TreeMenuItem[],
  isVisible: (item: TreeMenuItem) => boolean,
  badge: (counter: LiveCounter) => ReactNode,
  groupBadge: (group: string, counters: LiveCounter[]) => ReactNode = () => null,
): MenuItems =>
  items.flatMap((item): MenuItems => {
    if (item.children.length > 0) {
      const children = toMenuItems(item.children, isVisible, badge, groupBadge);
      if (children.length === 1) return children;
      const counters = item.children
        .filter((child) => isVisible(child))
        .map(({ name }) => name)
        .filter(isCounter);
      const label = (
        <MenuGroupLabel key={item.key} entryKeys={entryKeysOf(children)} title={item.label ?? ""}>
          {/* The title in an element of its own: its text is the group's name, the total beside it. */}
          <span>{item.label}</span>
          {counters.length > 0 && groupBadge(item.key, counters)}
        </MenuGroupLabel>
      );
      return children.length > 0 ? [{ key: item.key, icon: item.icon, label, children }] : [];
    }
    if (!item.route || !isVisible(item)) return [];
    return [
      {
        key: item.key,
        icon: item.icon,
        label: (
          <MenuEntryLink entryKey={item.key} to={item.route} listSort={listSortOf(item.meta)}>
            {/* The full label on hover where 210 px cut it ("Richieste d'…"). */}
            <span
              title={item.label}
              style={{ flex: 1, minWidth: 0, overflow: "hidden", textOverflow: "ellipsis" }}
            >
              {item.label}
            </span>
            {isCounter(item.name) && badge(item.name)}
          </MenuEntryLink>
        ),
      },
    ];
  });

/** The keys of the entries in a group, at any depth. */
const entryKeysOf = (items: MenuItems): string[] =>
  items.flatMap((item) =>
    item && "children" in item && item.children ? entryKeysOf(item.children) : [String(item?.key)],
  );

/** The keys of the groups around an entry (docs/shell.md#7-entries: they open around the active one). */
export const ancestorsOf = (items: readonly TreeMenuItem[], key: string): string[] => {
  for (const item of items) {
    if (item.key === key) return [];
    const below = ancestorsOf(item.children, key);
    if (below.length > 0 || item.children.some((child) => child.key === key)) {
      return [item.key, ...below];
    }
  }
  return [];
};

/** What the menu draws of the tree (keys, routes, labels): equal for two trees that look the same. */
export const menuShape = (items: readonly TreeMenuItem[]): string =>
  items
    .map(
      (item) => `${item.key}|${item.route ?? ""}|${item.label ?? ""}[${menuShape(item.children)}]`,
    )
    .join(",");
