/**
 * Keyboard-first triage (docs/shell.md#34-keyboard-shortcuts): one map of every shortcut
 * (keymap.ts), the keys of lists, record pages and status moves, `g` + a letter and the `?`
 * overlay, none of them while typing.
 */
export { useAnnouncer } from "./Announcer";
export { GlobalShortcuts } from "./GlobalShortcuts";
export { Kbd } from "./Kbd";
export { GO_TO, moveKey, SHORTCUTS, type Shortcut, type ShortcutName } from "./keymap";
export { useListKeys } from "./useListKeys";
export { useRecordKeys } from "./useRecordKeys";
export { type KeyHandler, useShortcutKeys } from "./useShortcutKeys";
