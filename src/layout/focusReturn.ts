import type { ModalFuncProps } from "antd";
import { useLayoutEffect, useRef } from "react";

/**
 * Focus given back at once when a dialog closes (docs/shell.md#35-focus-return). antd gives it back
 * only once the dialog has animated out (~0.3 s, more on a busy machine): a key typed right after
 * Esc went to the closing dialog, and the late give-back then took the focus from wherever the
 * key had moved it (issue 47). Every Modal, Drawer and confirm of the app goes through here.
 */

/** antd's own, late give-back turned off: spread on the Modal. */
export const NO_LATE_FOCUS_RETURN = { focusTriggerAfterClose: false } as const;

/** From now on, a function that gives the focus back to what has it now. */
const holdFocus = () => {
  const opener = document.activeElement;
  return () => {
    if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) {
      opener.focus({ preventScroll: true });
    }
  };
};

/**
 * For a Modal or Drawer shown while `open`: what had the focus as it opened gets it back in the
 * commit that closes or removes it, before any later key. Spread the answer on a Modal.
 */
export function useFocusReturn(open: boolean) {
  const giveBack = useRef<() => void>(undefined);
  useLayoutEffect(() => {
    if (open) {
      // Before antd's effects move the focus into the dialog.
      giveBack.current = holdFocus();
      // Removed while shown (a dialog rendered only while open), its focus goes with it.
      return () => giveBack.current?.();
    }
    // Here, not in the cleanup above: React puts the focus back where it was once a commit's DOM
    // changes are done, and that would undo a give-back made during them.
    giveBack.current?.();
    giveBack.current = undefined;
  }, [open]);
  return NO_LATE_FOCUS_RETURN;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | undefined)?.then === "function";

/**
 * A confirm's settings (modal.confirm) that give the focus back as it closes: on its cancel (Esc
 * included) and once its OK is done (a promise OK keeps it open till then). Called as it opens.
 */
export const withFocusReturn = (config: ModalFuncProps): ModalFuncProps => {
  const giveBack = holdFocus();
  return {
    ...config,
    ...NO_LATE_FOCUS_RETURN,
    onOk: (...args) => {
      const done = config.onOk?.(...args);
      if (!isThenable(done)) {
        giveBack();
        return done;
      }
      return done.then((value) => {
        giveBack();
        return value;
      });
    },
    onCancel: (...args) => {
      giveBack();
      return config.onCancel?.(...args);
    },
  };
};
