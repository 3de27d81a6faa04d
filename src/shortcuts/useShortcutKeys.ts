import { useEffect, useEffectEvent } from "react";
import { ignoresShortcuts } from "./ignore";

/** A shortcut's action; returning false leaves the key to the browser (nothing was done). */
export type KeyHandler = (event: KeyboardEvent) => unknown;

/**
 * Runs `handlers[event.key]` on a key press anywhere on the page, unless it is not a shortcut
 * (ignore.ts). A page kept hidden by the page cache pauses its effects, so only the shown page
 * listens.
 */
export function useShortcutKeys(handlers: Readonly<Record<string, KeyHandler | undefined>>) {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (ignoresShortcuts(event)) return;
    const handler = handlers[event.key];
    if (handler && handler(event) !== false) event.preventDefault();
  });

  useEffect(() => {
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
}
