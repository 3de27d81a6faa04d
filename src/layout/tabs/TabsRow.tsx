import { CloseOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { theme } from "antd";
import { type MouseEvent, useCallback, useEffect, useRef, useState } from "react";
import { afterNextPaint } from "../afterNextPaint";
import { useShellState } from "../ShellState";
import { pageTitle } from "../shellPages";
import { palette, TABS_ROW_HEIGHT } from "../theme";
import { useShellPages } from "../useShellPages";
import { type OpenMenu, TabContextMenu } from "./TabContextMenu";
import { contextMenuPosition, type Tab, wheelScroll } from "./tabsModel";

const MIDDLE_BUTTON = 1;

/** Scrolls the row so the active tab and its neighbours show (docs/shell.md#22-tabs-scroll). */
const revealActive = (row: HTMLElement) => {
  const active = row.querySelector<HTMLElement>('[aria-selected="true"]');
  if (!active) return;
  const first = (active.previousElementSibling as HTMLElement | null) ?? active;
  const last = (active.nextElementSibling as HTMLElement | null) ?? active;
  const start = first.offsetLeft - row.offsetLeft;
  const end = last.offsetLeft - row.offsetLeft + last.offsetWidth;
  if (start < row.scrollLeft) row.scrollLeft = start;
  else if (end > row.scrollLeft + row.clientWidth) row.scrollLeft = end - row.clientWidth;
};

/**
 * The visited pages (docs/shell.md): click to go back to one as it was left, × or a
 * middle click to close it, a right click for more. One line; a vertical wheel scrolls it.
 */
export function TabsRow() {
  const t = useTranslate();
  const { token } = theme.useToken();
  const { tabs, activePath, go, close, recordTitles } = useShellState();
  const shellPageOf = useShellPages();
  const rowRef = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const closeMenu = useCallback(() => setMenu(null), []);

  useEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    // Native and not passive: the page must not scroll down while the row scrolls sideways.
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY === 0) return;
      event.preventDefault();
      row.scrollLeft += wheelScroll(event.deltaY);
    };
    row.addEventListener("wheel", onWheel, { passive: false });
    return () => row.removeEventListener("wheel", onWheel);
  }, []);

  // After the frame that shows the page: its offsets read then need no layout of their own,
  // where read in the click's render they would lay the whole page out once more (issue 13).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reveal after each navigation or new tab.
  useEffect(
    () =>
      afterNextPaint(() => {
        if (rowRef.current) revealActive(rowRef.current);
      }),
    [activePath, tabs.length],
  );

  const openMenu = (event: MouseEvent, tab: Tab) => {
    event.preventDefault();
    const row = rowRef.current?.getBoundingClientRect();
    if (!row) return;
    const { left, top } = contextMenuPosition({
      clientX: event.clientX,
      clientY: event.clientY,
      rowLeft: row.left,
      rowWidth: row.width,
    });
    setMenu({ tab, left: row.left + left, top });
  };

  return (
    <>
      <div
        ref={rowRef}
        role="tablist"
        aria-label={t("common.tabs.label")}
        onScroll={closeMenu}
        style={{
          display: "flex",
          alignItems: "center",
          gap: 4,
          height: TABS_ROW_HEIGHT,
          padding: "0 8px",
          overflowX: "auto",
          overflowY: "hidden",
          whiteSpace: "nowrap",
          scrollbarWidth: "thin",
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
          boxShadow: "0 1px 3px rgba(0, 0, 0, 0.06)",
        }}
      >
        {tabs.map((tab) => {
          const active = tab.path === activePath;
          const page = shellPageOf(tab.path);
          const title = page ? pageTitle(page, t, recordTitles[tab.path]) : tab.path;
          return (
            <div
              key={tab.path}
              role="tab"
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              aria-keyshortcuts={tab.affix ? undefined : "Delete"}
              title={title}
              onClick={() => go(tab)}
              onKeyDown={(event) => {
                if (event.key === "Enter" || event.key === " ") go(tab);
                if (event.key === "Delete" && !tab.affix) close(tab.path);
              }}
              onMouseDown={(event) => {
                // No autoscroll cursor: the middle button closes the tab.
                if (event.button === MIDDLE_BUTTON) event.preventDefault();
              }}
              onAuxClick={(event) => {
                if (event.button !== MIDDLE_BUTTON) return;
                event.preventDefault();
                if (!tab.affix) close(tab.path);
              }}
              onContextMenu={(event) => openMenu(event, tab)}
              style={{
                display: "inline-flex",
                alignItems: "center",
                flexShrink: 0,
                gap: 6,
                height: 26,
                padding: "0 8px",
                fontSize: token.fontSizeSM,
                cursor: "pointer",
                userSelect: "none",
                borderRadius: token.borderRadiusSM,
                border: `1px solid ${active ? palette.black : token.colorBorder}`,
                background: active ? palette.black : token.colorBgContainer,
                color: active ? palette.white : token.colorText,
              }}
            >
              {active && (
                <span
                  aria-hidden
                  style={{ width: 8, height: 8, borderRadius: "50%", background: palette.gold }}
                />
              )}
              <span>{title}</span>
              {!tab.affix && (
                // Not a button inside the tab (axe nested-interactive): the pointer's ×, while
                // the keyboard closes the focused tab with Delete (aria-keyshortcuts) and the
                // tab's context menu offers Close.
                <span
                  aria-hidden
                  title={t("common.tabs.closeTab", { title })}
                  data-close-tab={tab.path}
                  onClick={(event) => {
                    event.stopPropagation();
                    close(tab.path);
                  }}
                  style={{
                    display: "inline-flex",
                    padding: 2,
                    borderRadius: "50%",
                    color: "inherit",
                    fontSize: 10,
                    cursor: "pointer",
                  }}
                >
                  <CloseOutlined />
                </span>
              )}
            </div>
          );
        })}
      </div>
      {menu && <TabContextMenu menu={menu} onClose={closeMenu} />}
    </>
  );
}
