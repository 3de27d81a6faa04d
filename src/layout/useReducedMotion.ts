import { useSyncExternalStore } from "react";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

const subscribe = (changed: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", changed);
  return () => query.removeEventListener("change", changed);
};

const reduced = () => window.matchMedia(REDUCED_MOTION).matches;

/**
 * Whether the user asked their system for less motion (WCAG 2.3.3): the shell then turns antd's
 * animations off, and popups appear where they end up at once. Follows a change while open.
 */
export const useReducedMotion = () => useSyncExternalStore(subscribe, reduced, () => false);
