/** Inputs that take no typing: a shortcut still works while one of them has focus. */
const KEYLESS_INPUTS = new Set([
  "checkbox",
  "radio",
  "button",
  "submit",
  "reset",
  "range",
  "color",
  "file",
  "image",
]);

const isField = (element: Element): boolean => {
  if (element instanceof HTMLInputElement) return !KEYLESS_INPUTS.has(element.type);
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  return (
    element.closest(
      "textarea, select, [contenteditable=''], [contenteditable='true'], [role='textbox'], [role='combobox'], [role='searchbox']",
    ) !== null
  );
};

/**
 * An antd dialog animating out: closed already. rc-motion marks the part that moves
 * `<motion>-leave` until its animation ends (~0.3 s, longer on a busy machine): a Modal's dialog
 * itself, a Drawer's wrapper around it. Till then the wrapper is shown and the focus still in the
 * dialog, and a key typed right after Esc was lost (issue 47).
 */
const closing = (dialog: Element) =>
  [dialog, dialog.parentElement].some(
    (part) => part !== null && [...part.classList].some((name) => name.endsWith("-leave")),
  );

/**
 * Inside a dialog that is on screen. A dialog just closed can keep the focus for a moment (the
 * element focused before it opened may be gone, or it is still animating out): keys pressed
 * then are the page's again.
 */
const inShownDialog = (element: Element) => {
  const dialog = element.closest("[role='dialog']");
  return dialog !== null && dialog.checkVisibility?.() !== false && !closing(dialog);
};

/**
 * A modal open anywhere: keys belong to it then. antd keeps a closed one's wrapper hidden, but
 * shows it while the dialog animates out, and without animations (reduced motion) for one more
 * render after the dialog itself is hidden, which a key typed at once came before.
 */
const modalOpen = () =>
  [...document.querySelectorAll<HTMLElement>(".ant-modal-wrap")].some((wrap) => {
    const dialog = wrap.querySelector<HTMLElement>("[role='dialog']");
    return (
      wrap.style.display !== "none" &&
      dialog !== null &&
      dialog.style.display !== "none" &&
      !closing(dialog)
    );
  });

/**
 * Whether a key press is not a shortcut (docs/shell.md#34-keyboard-shortcuts): typed in a
 * field, pressed in a dialog or the command palette (its search box is a combobox) or while a
 * modal is open, already handled, or held with Ctrl, Alt or Cmd (Cmd-K and the browser's own
 * keys stay theirs). AltGr, which Italian keyboards need for `[` and `]`, is not a modifier here.
 */
export function ignoresShortcuts(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing) return true;
  const altGraph = event.getModifierState?.("AltGraph") ?? false;
  if (event.metaKey || ((event.ctrlKey || event.altKey) && !altGraph)) return true;
  const target = event.target instanceof Element ? event.target : null;
  if (target && (isField(target) || inShownDialog(target))) return true;
  return modalOpen();
}

/** Whether the key press comes from a control that acts on Enter by itself (a link, a button). */
export const fromControl = (event: KeyboardEvent): boolean =>
  event.target instanceof Element &&
  event.target.closest("a[href], button, input, [role='button'], [role='menuitem']") !== null;
