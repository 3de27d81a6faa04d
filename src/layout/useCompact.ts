import { useSyncExternalStore } from "react";

/** antd's `md` breakpoint: below it (phones) lists and cards tighten. */
const MEDIUM = "(min-width: 768px)";

const subscribe = (changed: () => void) => {
  const query = window.matchMedia(MEDIUM);
  query.addEventListener("change", changed);
  return () => query.removeEventListener("change", changed);
};

const compact = () => !window.matchMedia(MEDIUM).matches;

/**
 * Whether the window is phone-narrow. Read from the media query itself, not antd's
 * Grid.useBreakpoint: that one sets state each time its component's effects mount, so a kept
 * list shown again from its tab rendered all its rows once more before it could be seen (issue 13).
 */
export const useCompact = () => useSyncExternalStore(subscribe, compact, () => false);
