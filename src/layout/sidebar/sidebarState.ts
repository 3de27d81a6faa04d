/**
 * The sidebar's open/closed rules (docs/shell.md#4-remembered-state, docs/shell.md#5-mobile) as a pure reducer. On desktop the
 * sidebar is open or collapsed to a rail, a choice kept in the `sidebarStatus` cookie; on
 * mobile it is a drawer over the page, closed by itself on navigation and when the window
 * becomes mobile. Those automatic closes touch only the drawer, never the desktop choice.
 */
export type SidebarState = { mobile: boolean; desktopOpen: boolean; drawerOpen: boolean };

export type SidebarAction =
  | { type: "toggle" }
  | { type: "closeDrawer" }
  | { type: "navigated" }
  | { type: "resized"; mobile: boolean };

export const SIDEBAR_COOKIE = "sidebarStatus";
/** Body width under this is mobile (docs/formats.md). */
export const MOBILE_BREAKPOINT = 992;

/** `1` open, `0` closed, no cookie → open. */
export const desktopOpenFromCookie = (value: string | undefined): boolean => value !== "0";
export const cookieFromDesktopOpen = (open: boolean): string => (open ? "1" : "0");

export const initialSidebarState = (mobile: boolean, cookie: string | undefined): SidebarState => ({
  mobile,
  desktopOpen: desktopOpenFromCookie(cookie),
  drawerOpen: false,
});

export function sidebarReducer(state: SidebarState, action: SidebarAction): SidebarState {
  switch (action.type) {
    case "toggle":
      return state.mobile
        ? { ...state, drawerOpen: !state.drawerOpen }
        : { ...state, desktopOpen: !state.desktopOpen };
    case "closeDrawer":
    case "navigated":
      return state.drawerOpen ? { ...state, drawerOpen: false } : state;
    case "resized":
      if (action.mobile === state.mobile) return state;
      // Into mobile: the drawer starts closed. A resize within mobile leaves it as it is.
      return { ...state, mobile: action.mobile, drawerOpen: false };
  }
}

/** Whether the menu is shown in full: the drawer on mobile, the desktop choice otherwise. */
export const menuOpen = (state: SidebarState): boolean =>
  state.mobile ? state.drawerOpen : state.desktopOpen;
