import { useContext, useEffect, useRef } from "react";
import { UNSAFE_NavigationContext as NavigationContext } from "react-router";
import { addressPath } from "../addressPath";
import { useUnsavedChanges } from "./UnsavedChanges";
import { leavingLosesInput, pathnameOf } from "./unsavedRules";

/**
 * Asks before an in-app navigation leaves a dirty page the cache does not keep (noCache). The
 * app runs a BrowserRouter, which has no useBlocker: like Refine's UnsavedChangesNotifier, the
 * navigator's push is wrapped. Navigations that keep the page (it is cached) pass untouched.
 */
export function useLeaveGuard(cachedPaths: readonly string[]) {
  const { navigator } = useContext(NavigationContext);
  const { dirty, confirmDrop } = useUnsavedChanges();
  const latest = useRef(cachedPaths);
  latest.current = cachedPaths;

  useEffect(() => {
    const push = navigator.push;
    navigator.push = (...args: Parameters<typeof push>) => {
      const cachedPaths = latest.current;
      // The page being left is the address's: a tab switch still rendering has left its page.
      const from = addressPath();
      const to = pathnameOf(args[0], from);
      if (!leavingLosesInput({ dirty: dirty.current, cachedPaths, from, to })) return push(...args);
      confirmDrop([from], () => push(...args));
    };
    return () => {
      navigator.push = push;
    };
  }, [navigator, dirty, confirmDrop]);
}
