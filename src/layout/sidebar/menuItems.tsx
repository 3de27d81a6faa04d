import type { TreeMenuItem } from "@refinedev/core";
import type { MenuProps } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LIVE_COUNTERS, type LiveCounter } from "../../../domain/live";

type MenuItems = NonNullable<MenuProps["items"]>;

const isCounter = (name: string): name is LiveCounter => name in LIVE_COUNTERS;

/**
 * Menu entries from Refine's resource tree (docs/shell.md#7-entries): registry order, only those the
 * user may open, a group with a single visible entry replaced by that entry, a group with none
 * left out. `badge` draws a counter beside the entries that have one.
 */
export const toMenuItems = (
  items: readonly TreeMenuItem[],
  isVisible: (item: TreeMenuItem) => boolean,
  badge: (counter: LiveCounter) => ReactNode,
  groupBadge: (counters: LiveCounter[]) => ReactNode = () => null,
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
        <span
          key={item.key}
          title={item.label}
          style={{ display: "inline-flex", alignItems: "center", gap: 8 }}
        >
          {item.label}
          {counters.length > 0 && groupBadge(counters)}
        </span>
      );
      return children.length > 0 ? [{ key: item.key, icon: item.icon, label, children }] : [];
    }
    if (!item.route || !isVisible(item)) return [];
    return [
      {
        key: item.key,
        icon: item.icon,
        label: (
          <Link to={item.route} style={{ display: "flex", alignItems: "center", gap: 8 }}>
            {/* The full label on hover where 210 px cut it ("Richieste d'…"). */}
            <span
              title={item.label}
              style={{ flex: 1, minWidth: 0, overflow: "hidden", textOverflow: "ellipsis" }}
            >
              {item.label}
            </span>
            {isCounter(item.name) && badge(item.name)}
          </Link>
        ),
      },
    ];
  });

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
