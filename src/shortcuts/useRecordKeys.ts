import { useNavigation, useResourceParams, useTranslate } from "@refinedev/core";
import { useNavigate } from "react-router";
import { notifier } from "../providers/notifier";
import { useAnnouncer } from "./Announcer";
import { SHORTCUTS } from "./keymap";
import { neighboursOf } from "./listTrail";
import { type KeyHandler, useShortcutKeys } from "./useShortcutKeys";

/**
 * A record page's keys (docs/shell.md#34-keyboard-shortcuts): `[` and `]` open the previous and
 * next record of the list page it was opened from, on the same kind of page; at either end, or
 * for a record opened from elsewhere, a message says so. `e` opens its edit page. Returns the
 * live region that says where the user now is.
 */
export function useRecordKeys(
  resource: string,
  id: string | undefined,
  action: "show" | "edit" = "show",
) {
  const t = useTranslate();
  const navigate = useNavigate();
  const { showUrl, editUrl } = useNavigation();
  const { resource: item } = useResourceParams({ resource });
  const [region, announce] = useAnnouncer();

  const tell = (key: string) => {
    const text = t(`shortcuts:record.${key}`);
    notifier.show("info", text);
    announce(text);
  };

  const step = (record: string, direction: "previous" | "next") => () => {
    const around = neighboursOf(resource, record);
    if (!around) return tell("notFromList");
    const target = around[direction];
    if (!target) return tell(direction === "previous" ? "first" : "last");
    navigate(action === "show" ? showUrl(resource, target) : editUrl(resource, target));
  };

  // A create page has no record: no keys.
  const handlers: Record<string, KeyHandler> = {};
  if (id) {
    for (const key of SHORTCUTS.previousRecord.keys) handlers[key] = step(id, "previous");
    for (const key of SHORTCUTS.nextRecord.keys) handlers[key] = step(id, "next");
  }
  if (id && action === "show" && item?.edit) {
    for (const key of SHORTCUTS.editRecord.keys) {
      handlers[key] = () => navigate(editUrl(resource, id));
    }
  }
  useShortcutKeys(handlers);
  return region;
}
