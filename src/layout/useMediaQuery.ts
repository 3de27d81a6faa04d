import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a media query matches now, following its changes. Read through useSyncExternalStore: no
 * state is set when a component's effects mount again (antd's Grid.useBreakpoint sets some, which
 * re-rendered a kept list's whole table each time its tab was shown, issue 13).
 */
export const useMediaQuery = (query: string) => {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", changed);
      return () => list.removeEventListener("change", changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
};
