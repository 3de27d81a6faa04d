import { useTranslate } from "@refinedev/core";
import { theme } from "antd";
import { useEffect, useRef } from "react";
import { useShellState } from "../ShellState";
import type { Tab } from "./tabsModel";

export type OpenMenu = { tab: Tab; left: number; top: number };

/**
 * The right-click menu of a tab (docs/shell.md#18-tab-menu): refresh, close (not on the fixed tab),
 * close others, close all. Closes on any click elsewhere and on Escape; the row closes it when
 * it scrolls.
 */
export function TabContextMenu({ menu, onClose }: { menu: OpenMenu; onClose: () => void }) {
  const t = useTranslate();
  const { token } = theme.useToken();
  const { close, closeOthers, closeAll, refresh } = useShellState();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onPointerDown = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("mousedown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("mousedown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [onClose]);

  const { path, affix } = menu.tab;
  const actions = [
    { key: "refresh", run: () => refresh(path) },
    ...(affix ? [] : [{ key: "close", run: () => close(path) }]),
    { key: "closeOthers", run: () => closeOthers(path) },
    { key: "closeAll", run: () => closeAll() },
  ];

  return (
    <div
      ref={ref}
      role="menu"
      aria-label={t("common.tabs.menu")}
      style={{
        position: "fixed",
        left: menu.left,
        top: menu.top,
        zIndex: 3000,
        padding: "4px 0",
        background: token.colorBgElevated,
        borderRadius: token.borderRadius,
        boxShadow: token.boxShadowSecondary,
        fontSize: token.fontSizeSM,
      }}
    >
      {actions.map(({ key, run }) => (
        <button
          key={key}
          type="button"
          role="menuitem"
          onClick={() => {
            onClose();
            run();
          }}
          style={{
            display: "block",
            width: "100%",
            padding: "6px 16px",
            border: "none",
            background: "none",
            textAlign: "start",
            font: "inherit",
            color: token.colorText,
            cursor: "pointer",
          }}
        >
          {t(`common.tabs.${key}`)}
        </button>
      ))}
    </div>
  );
}
