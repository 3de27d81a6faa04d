import { useTranslate } from "@refinedev/core";
import { Modal } from "antd";
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
import type { PresentUser } from "../../domain/presence";
import { withFocusReturn } from "../layout/focusReturn";
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
  /** The others who have the row's record open: Enter names them and asks before opening. */
  presentOn?: (record: T) => PresentUser[];
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
  presentOn,
}: Options<T>) {
  const t = useTranslate();
  const navigate = useNavigate();
  const [focusedId, setFocusedId] = useState<string>();
  const [announcer, announce] = useAnnouncer();
  const [modal, modalHolder] = Modal.useModal();
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
  // Someone else on the record is said before it opens: two people triaging one queue side by
  // side would otherwise both take the same row.
  const open = (record: T) => {
    const url = recordUrl(record._id);
    const others = presentOn?.(record) ?? [];
    if (!url || others.length === 0) return go(url);
    modal.confirm(
      withFocusReturn({
        title: t("presence.confirm.title"),
        content: t("presence.confirm.body", {
          names: others
            .map((user) => (user.editing ? t("presence.editing", { name: user.name }) : user.name))
            .join(", "),
        }),
        okText: t("presence.confirm.open"),
        cancelText: t("presence.confirm.cancel"),
        onOk: () => {
          go(url);
        },
      }),
    );
  };
  bind(handlers, SHORTCUTS.openRow.keys, (event) =>
    focused && !fromControl(event) ? open(focused) : false,
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

  const region = (
    <>
      {announcer}
      {modalHolder}
    </>
  );
  return { table, rowProps, region };
}
