/**
 * Every keyboard shortcut of the back office, declared once (docs/shell.md#34-keyboard-shortcuts):
 * the handlers look their keys up here and the `?` overlay lists this map, so what the overlay
 * says is what the keys do. `label` is a key of the `shortcuts` namespace.
 */
export type ShortcutScope = "everywhere" | "list" | "record";

export type Shortcut = { keys: readonly string[]; scope: ShortcutScope; label: string };

export const SHORTCUTS = {
  help: { keys: ["?"], scope: "everywhere", label: "keys.help" },
  goTo: { keys: ["g"], scope: "everywhere", label: "keys.goTo" },
  nextRow: { keys: ["j"], scope: "list", label: "keys.nextRow" },
  previousRow: { keys: ["k"], scope: "list", label: "keys.previousRow" },
  openRow: { keys: ["Enter"], scope: "list", label: "keys.openRow" },
  selectRow: { keys: ["x"], scope: "list", label: "keys.selectRow" },
  search: { keys: ["/"], scope: "list", label: "keys.search" },
  editRow: { keys: ["e"], scope: "list", label: "keys.editRow" },
  previousRecord: { keys: ["["], scope: "record", label: "keys.previousRecord" },
  nextRecord: { keys: ["]"], scope: "record", label: "keys.nextRecord" },
  editRecord: { keys: ["e"], scope: "record", label: "keys.editRecord" },
  // The allowed status moves take 1, 2, 3… in the order their buttons show.
  statusMove: {
    keys: ["1", "2", "3", "4", "5", "6", "7", "8", "9"],
    scope: "record",
    label: "keys.statusMove",
  },
} as const satisfies Record<string, Shortcut>;

export type ShortcutName = keyof typeof SHORTCUTS;

/**
 * `g` then a letter: the section it opens, by its resource in the registry (its list page). An
 * entry whose resource is missing or closed to the user does nothing and is not listed.
 */
export const GO_TO: readonly { key: string; resource: string }[] = [
  { key: "d", resource: "dashboard" },
  { key: "q", resource: "queue" },
  { key: "o", resource: "orders" },
  { key: "r", resource: "orderRequests" },
  { key: "p", resource: "products" },
  { key: "c", resource: "categories" },
  { key: "t", resource: "properties" },
  { key: "k", resource: "coupons" },
  { key: "s", resource: "shops" },
  { key: "u", resource: "users" },
  { key: "m", resource: "rentModels" },
  { key: "e", resource: "events" },
  { key: "n", resource: "rentRequests" },
  { key: "v", resource: "eventRequests" },
  { key: "x", resource: "deletionRequests" },
  { key: "w", resource: "webhooks" },
  { key: "l", resource: "logs" },
];

/** How long after `g` its letter is waited for. */
export const GO_TO_WAIT_MS = 1500;

/** The moves' keys, by their position among a record's allowed moves (none past the ninth). */
export const moveKey = (position: number): string | undefined =>
  SHORTCUTS.statusMove.keys[position];
