import {
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
} from "react";
import { Link } from "react-router";
import { languageOr } from "../../../domain/languages";
import { firstPageAddress, type ListSort } from "../../lists/firstPage";
import { useLanguage } from "../../providers/i18n";
import { MENU_SELECTED_BG, palette } from "../theme";

/** The key of the menu entry of the page shown, for each entry to read on its own. */
function createCurrentEntry(initial: string) {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (key: string) => {
      if (key === current) return;
      current = key;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

const CurrentEntryContext = createContext(createCurrentEntry(""));

/**
 * Tells the menu entries below it which one is the page shown. The store it provides is the same
 * for its whole life: a new key reaches only the entries that read it, not the menu around them.
 */
export function CurrentEntry({ entryKey, children }: { entryKey: string; children: ReactNode }) {
  const [store] = useState(() => createCurrentEntry(entryKey));
  useLayoutEffect(() => store.set(entryKey), [store, entryKey]);
  return <CurrentEntryContext.Provider value={store}>{children}</CurrentEntryContext.Provider>;
}

/** Whether the page shown passes `holds`; renders again only when that answer changes. */
const useHoldsCurrent = (holds: (currentKey: string) => boolean) => {
  const store = useContext(CurrentEntryContext);
  return useSyncExternalStore(store.subscribe, () => holds(store.get()));
};

/**
 * A menu entry's link, marked `aria-current="page"` while its page is shown. Only the entries whose
 * mark changes render again on a navigation: antd's own selection re-rendered all seventy entries
 * of the menu, and their tooltips, on every click (issue 13).
 */
export function MenuEntryLink({
  entryKey,
  to,
  listSort,
  children,
}: {
  entryKey: string;
  to: string;
  /** A list's: the link goes to its first page in full (lists/firstPage.ts). */
  listSort?: ListSort;
  children: ReactNode;
}) {
  const current = useHoldsCurrent((key) => key === entryKey);
  const language = languageOr(useLanguage());
  return (
    <Link
      to={firstPageAddress(to, listSort, language)}
      aria-current={current ? "page" : undefined}
      style={{ display: "flex", alignItems: "center", gap: 8 }}
    >
      {children}
    </Link>
  );
}

/** A group's title, marked while the page shown is one of its entries (also on the collapsed rail). */
export function MenuGroupLabel({
  entryKeys,
  title,
  children,
}: {
  entryKeys: readonly string[];
  title: string;
  children: ReactNode;
}) {
  const current = useHoldsCurrent((key) => entryKeys.includes(key));
  return (
    <span
      title={title}
      data-current-group={current ? "" : undefined}
      style={{ display: "inline-flex", alignItems: "center", gap: 8 }}
    >
      {children}
    </span>
  );
}

/** The class of the menu (and its fly-outs) that CURRENT_ENTRY_CSS styles. */
export const MENU_CLASS = "sidebar-menu";

/**
 * antd's look of a selected entry and of the group around it (the dark theme's tokens,
 * layout/theme.ts), drawn from the marks instead of antd's selection; and a fly-out's entries
 * (collapsed rail) laid out as a row, so the label stays beside its icon instead of wrapping out
 * of sight below it.
 */
export const CURRENT_ENTRY_CSS = `
.${MENU_CLASS} .ant-menu-item:has(a[aria-current="page"]),
.${MENU_CLASS} .ant-menu-item:has(a[aria-current="page"]):hover {
  color: ${palette.gold};
  background-color: ${MENU_SELECTED_BG};
}
.${MENU_CLASS} .ant-menu-submenu-title:has([data-current-group]) {
  color: ${palette.gold};
}
.${MENU_CLASS}.ant-menu-submenu-popup .ant-menu-item {
  display: flex;
  align-items: center;
}
.${MENU_CLASS}.ant-menu-submenu-popup .ant-menu-title-content {
  flex: 1;
  min-width: 0;
}`;
