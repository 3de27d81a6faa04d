/**
 * The tabs row as plain data (docs/shell.md): pure functions, so the rules are tested
 * without a browser. A tab is one page: its path is its identity, its query the latest one seen.
 */
import { HOME_PATH } from "../../auth/wantedPath";

export type Tab = {
  path: string;
  /** "" or "?a=1": where a click on the tab returns. */
  query: string;
  /** The Dashboard: first, no close icon, never closed (docs/shell.md#13-fixed-dashboard). */
  affix?: boolean;
};

const homeTab = (): Tab => ({ path: HOME_PATH, query: "", affix: true });

export const initialTabs = (): Tab[] => [homeTab()];

export const fullPathOf = (tab: Tab): string => `${tab.path}${tab.query}`;

/** What an action on the tabs does: the tabs left, where to go (if anywhere), whose cache to drop. */
export type TabsChange = { tabs: Tab[]; goTo?: string; dropped: string[] };

/** After a navigation: a new tab at the end, or the open one remembering the new query (12). */
export const visitTab = (tabs: readonly Tab[], path: string, query: string): Tab[] => {
  const open = tabs.find((tab) => tab.path === path);
  if (!open) return [...tabs, { path, query }];
  return open.query === query
    ? [...tabs]
    : tabs.map((tab) => (tab === open ? { ...tab, query } : tab));
};

const lastPathOf = (tabs: readonly Tab[]): string => {
  const last = tabs.at(-1);
  return last ? fullPathOf(last) : HOME_PATH;
};

/** × or middle click (16); closing the active tab goes to the last one left, else home (17). */
export const closeTab = (tabs: readonly Tab[], path: string, activePath: string): TabsChange => {
  const closing = tabs.find((tab) => tab.path === path);
  if (!closing || closing.affix) return { tabs: [...tabs], dropped: [] };
  const left = tabs.filter((tab) => tab !== closing);
  return {
    tabs: left,
    dropped: [path],
    ...(path === activePath ? { goTo: lastPathOf(left) } : {}),
  };
};

/** Keeps the fixed tabs and that one, goes to it, drops every other page (20). */
export const closeOtherTabs = (tabs: readonly Tab[], path: string): TabsChange => {
  const kept = tabs.find((tab) => tab.path === path);
  return {
    tabs: tabs.filter((tab) => tab.affix || tab === kept),
    goTo: kept ? fullPathOf(kept) : lastPathOf(tabs.filter((tab) => tab.affix)),
    dropped: tabs.filter((tab) => tab !== kept).map((tab) => tab.path),
  };
};

/** Keeps only the fixed tabs, drops every page, goes to the last one left, whoever asked (21). */
export const closeAllTabs = (tabs: readonly Tab[]): TabsChange => {
  const left = tabs.filter((tab) => tab.affix);
  return { tabs: left, goTo: lastPathOf(left), dropped: tabs.map((tab) => tab.path) };
};

export const MENU_OFFSET_X = 15;
export const MENU_MARGIN_RIGHT = 105;

/** Where the right-click menu opens (18): beside the pointer, never past the row's right end. */
export const contextMenuPosition = (pointer: {
  clientX: number;
  clientY: number;
  rowLeft: number;
  rowWidth: number;
}): { left: number; top: number } => ({
  left: Math.min(
    pointer.clientX - pointer.rowLeft + MENU_OFFSET_X,
    pointer.rowWidth - MENU_MARGIN_RIGHT,
  ),
  top: pointer.clientY,
});

/** One notch of a vertical wheel (≈ 120) moves the row about 30px sideways (22). */
export const wheelScroll = (deltaY: number): number => deltaY / 4;

/** Tabs read back from the browser tab's storage; anything unexpected starts over. */
export const parseTabs = (saved: unknown): Tab[] => {
  if (!Array.isArray(saved)) return initialTabs();
  const tabs = saved.filter(
    (tab): tab is Tab =>
      typeof tab?.path === "string" && tab.path.startsWith("/") && typeof tab.query === "string",
  );
  const others = tabs.filter((tab) => tab.path !== HOME_PATH);
  return [homeTab(), ...others.map(({ path, query }) => ({ path, query }))];
};
