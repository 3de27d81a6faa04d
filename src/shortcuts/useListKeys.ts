import { useTranslate } from "@refinedev/core";
import type { TableRef } from "antd/es/table";
import {
  type CSSProperties,
  type FocusEvent,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
} from "react";
import { useNavigate } from "react-router";
import { palette } from "../layout/theme";
import { useAnnouncer } from "./Announcer";
import { fromControl } from "./ignore";
import { SHORTCUTS } from "./keymap";
import { rememberList } from "./listTrail";
import { type KeyHandler, useShortcutKeys } from "./useShortcutKeys";

type Options<T> = {
  resource: string;
  /** The rows shown, in their order. */
  rows: readonly T[];
  rowName: (record: T) => string;
  /** The record's page (view, else edit), or none. */
  recordUrl: (id: string) => string | undefined;
  /** The record's edit page, or none. */
  editUrl: (id: string) => string | undefined;
  /** A list whose rows can be picked (x). */
  selection?: { ids: readonly string[]; toggle: (id: string) => void };
  /** A list with a search box (/). */
  focusSearch?: () => void;
  /** Router state for the record's page (where its Back returns). */
  openState?: unknown;
};

const FOCUSED: CSSProperties = { outline: `2px solid ${palette.goldText}`, outlineOffset: -2 };

const bind = (handlers: Record<string, KeyHandler>, keys: readonly string[], run: KeyHandler) => {
  for (const key of keys) handlers[key] = run;
};

/**
 * A list's keys (docs/shell.md#34-keyboard-shortcuts): j/k move the focused row (real focus, a
 * visible ring, and "Row 3 of 10: …" said), Enter opens it, e edits it, x selects it, / goes to
 * the search box. The ids shown are remembered for `[` and `]` on the records' pages.
 */
export function useListKeys<T extends { _id: string }>({
  resource,
  rows,
  rowName,
  recordUrl,
  editUrl,
  selection,
  focusSearch,
  openState,
}: Options<T>) {
  const t = useTranslate();
  const navigate = useNavigate();
  const [focusedId, setFocusedId] = useState<string>();
  const [region, announce] = useAnnouncer();
  const table = useRef<TableRef>(null);
  const index = rows.findIndex((row) => row._id === focusedId);
  const focused = rows[index];

  useEffect(() => {
    rememberList(
      resource,
      rows.map((row) => row._id),
    );
  }, [resource, rows]);

  // An effect event: it reads the table's rows when a key is pressed, never during a render.
  const moveTo = useEffectEvent((next: number) => {
    const record = rows[next];
    if (!record) return;
    setFocusedId(record._id);
    const shown =
      table.current?.nativeElement.querySelectorAll<HTMLElement>("tr[data-row-key]") ?? [];
    [...shown].find((row) => row.dataset.rowKey === record._id)?.focus();
    announce(
      t("shortcuts:list.row", { position: next + 1, count: rows.length, name: rowName(record) }),
    );
  });

  const go = (url: string | undefined) => {
    if (!url) return false;
    navigate(url, { state: openState });
  };

  const handlers: Record<string, KeyHandler> = {};
  bind(handlers, SHORTCUTS.nextRow.keys, () =>
    moveTo(index < 0 ? 0 : Math.min(index + 1, rows.length - 1)),
  );
  bind(handlers, SHORTCUTS.previousRow.keys, () => moveTo(index < 0 ? 0 : Math.max(index - 1, 0)));
  bind(handlers, SHORTCUTS.openRow.keys, (event) =>
    focused && !fromControl(event) ? go(recordUrl(focused._id)) : false,
  );
  bind(handlers, SHORTCUTS.editRow.keys, () => (focused ? go(editUrl(focused._id)) : false));
  bind(handlers, SHORTCUTS.selectRow.keys, () => {
    if (!focused || !selection) return false;
    const selected = selection.ids.includes(focused._id);
    selection.toggle(focused._id);
    announce(
      t(`shortcuts:list.${selected ? "unselected" : "selected"}`, { name: rowName(focused) }),
    );
  });
  bind(handlers, SHORTCUTS.search.keys, () => (focusSearch ? focusSearch() : false));
  useShortcutKeys(handlers);

  /** Each row's focus target, ring and sync: a row focused by Tab or a click becomes the focused one. */
  const rowProps = (record: T) => ({
    tabIndex: -1,
    style: record._id === focusedId ? FOCUSED : undefined,
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (event.currentTarget.contains(event.target)) setFocusedId(record._id);
    },
  });

  return { table, rowProps, region };
}
