import Cookies from "js-cookie";
import { useEffect, useReducer, useRef } from "react";
import { useLocation } from "react-router";
import {
  cookieFromDesktopOpen,
  initialSidebarState,
  MOBILE_BREAKPOINT,
  SIDEBAR_COOKIE,
  sidebarReducer,
} from "./sidebarState";

const mobileQuery = () => window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`);

/** The sidebar's state, wired to the window width, the address and the cookie. */
export function useSidebar() {
  const [state, dispatch] = useReducer(sidebarReducer, undefined, () =>
    initialSidebarState(mobileQuery().matches, Cookies.get(SIDEBAR_COOKIE)),
  );

  useEffect(() => {
    const query = mobileQuery();
    const onChange = () => dispatch({ type: "resized", mobile: query.matches });
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    dispatch({ type: "navigated" });
  }, [pathname]);

  // Only the desktop choice is remembered; it changes only when the user toggles on desktop.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    Cookies.set(SIDEBAR_COOKIE, cookieFromDesktopOpen(state.desktopOpen), {
      expires: 365,
      sameSite: "strict",
    });
  }, [state.desktopOpen]);

  return { state, dispatch };
}
